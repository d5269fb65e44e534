import { messages, reviewMessages, type CourseReview } from '@aula/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const m = reviewMessages;

interface ReviewListProps<Review extends CourseReview> {
  reviews: Review[];
  renderReview: (review: Review) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}

/** Loaded reviews, most recent first, and 'Ver más reseñas' while older ones remain. */
export function ReviewList<Review extends CourseReview>({
  reviews,
  renderReview,
  hasMore,
  loadingMore,
  moreFailed,
  onLoadMore,
}: ReviewListProps<Review>) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border">
        {reviews.map((review) => (
          <li key={review.id}>{renderReview(review)}</li>
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="text-sm text-destructive">
          {m.loadFailed}
        </p>
      )}
      {hasMore && (
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:self-center"
          disabled={loadingMore}
          onClick={onLoadMore}
        >
          {loadingMore ? messages.common.loading : m.loadMore}
        </Button>
      )}
    </div>
  );
}
