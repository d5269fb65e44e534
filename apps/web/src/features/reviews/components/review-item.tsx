import { formatDay, reviewMessages, type CourseReview } from '@aula/shared';
import type { ReactNode } from 'react';
import { Stars } from '@/components/ui/stars';

const m = reviewMessages;

/**
 * One rating: who (first name and initial), how many stars, when, and the review. The review is
 * the student's plain text, rendered as text: markup in it shows as typed and never runs.
 */
export function ReviewItem({ review, course }: { review: CourseReview; course?: ReactNode }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article aria-label={review.reviewer.name} className="flex flex-col gap-1.5 py-4">
      {course}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium break-words">{review.reviewer.name}</span>
        {review.mine && (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            {m.mine}
          </span>
        )}
        <Stars value={review.stars} label={m.stars(review.stars)} className="text-sm" />
        <time dateTime={review.updatedAt} className="text-xs text-muted-foreground">
          {formatDay(new Date(review.updatedAt))} {edited && m.edited}
        </time>
      </div>
      {review.review && <p className="text-sm break-words whitespace-pre-wrap">{review.review}</p>}
    </article>
  );
}
