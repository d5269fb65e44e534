import { messages, type LessonComment } from '@aula/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteLessonComment } from '../api/delete-lesson-comment';
import { loadedComments, type useLessonComments } from '../api/list-lesson-comments';
import { CommentItem } from './comment-item';

const m = messages.comments;

interface CommentListProps {
  courseId: string;
  lessonId: string;
  query: ReturnType<typeof useLessonComments>;
  /** a comment was deleted and its button went with it: the caller decides where the focus goes */
  onRemoved: () => void;
}

/** The loaded comments, newest first, each deletable when the server says so, and the next page. */
export function CommentList({ courseId, lessonId, query, onRemoved }: CommentListProps) {
  const comments = loadedComments(query.data);
  const [removing, setRemoving] = useState<LessonComment | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const remove = useDeleteLessonComment(courseId, lessonId);
  // The dialog gives the focus back to the button that opened it; when that button is gone
  // with its comment, the caller's target takes it once the dialog has closed.
  const removedOne = useRef(false);

  useEffect(() => {
    if (removing || !removedOne.current) return;
    removedOne.current = false;
    onRemoved();
  }, [removing, onRemoved]);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        removedOne.current = true;
      },
      onSettled: () => setRemoving(null),
    });
  }

  async function loadMore() {
    const shown = comments.length;
    const { data } = await query.fetchNextPage();
    // The first older comment takes the focus, so that reading goes on where the list grew.
    const first = loadedComments(data)[shown];
    if (first) setFocusId(first.id);
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} focused={comment.id === focusId} onRemove={setRemoving} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {m.loadFailed}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          {query.isFetchingNextPage ? messages.common.loading : m.loadMore}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={m.removeConfirmTitle}
        description={m.removeConfirmDescription}
        confirmLabel={m.removeConfirm}
        cancelLabel={m.removeCancel}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
      />
    </div>
  );
}
