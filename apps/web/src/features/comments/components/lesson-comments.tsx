import { messages } from '@aula/shared';
import { useCallback, useId, useRef } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { hasErrorCode } from '@/lib/api/api-error';
import { loadedComments, useLessonComments } from '../api/list-lesson-comments';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { CommentsSkeleton } from './comments-skeleton';

const m = messages.comments;

/**
 * The comments under a lesson of the course player (docs/product/learning.md#lesson-comments): the
 * course's students, its instructor and admins read and post them; their authors, the instructor
 * and admins delete them. The route mounts one per lesson (keyed by it), so nothing typed leaks
 * across.
 */
export function LessonComments({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useLessonComments(courseId, lessonId);
  const shown = loadedComments(query.data).length;
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);

  let content;
  if (query.isPending) {
    content = <CommentsSkeleton />;
  } else if (query.isError) {
    // Not taking part in the course ('forbidden') has its own explanation; the rest is worth a retry.
    const refused = hasErrorCode(query.error, 'forbidden');
    content = (
      <LoadError
        message={refused ? query.error.message : m.loadFailed}
        retryLabel={m.retry}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (shown === 0) {
    content = <p className="py-4 text-center text-sm text-muted-foreground">{m.empty}</p>;
  } else {
    content = <CommentList courseId={courseId} lessonId={lessonId} query={query} onRemoved={focusHeading} />;
  }

  return (
    <section aria-labelledby={headingId} className="mt-2 flex flex-col gap-4 border-t border-border pt-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {m.title}
        </h3>
        {query.isSuccess && (
          <p className="text-sm text-muted-foreground">
            {query.hasNextPage ? m.countMoreThan(shown) : m.count(shown)}
          </p>
        )}
      </div>
      <CommentForm courseId={courseId} lessonId={lessonId} />
      {content}
    </section>
  );
}
