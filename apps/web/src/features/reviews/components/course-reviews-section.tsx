import { reviewMessages } from '@aula/shared';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { loadedReviews, useCourseReviews } from '../api/course-reviews';
import { MyRatingPanel } from './my-rating-panel';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { ReviewList } from './review-list';
import { ReviewsSkeleton } from './reviews-skeleton';

const m = reviewMessages;

interface CourseReviewsSectionProps {
  courseId: string;
  /** the course's instructor or an admin: they read the ratings and do not rate */
  manages: boolean;
  /** a rating was saved: the page reads the course's figures again */
  onRatingSaved?: () => void;
}

/**
 * 'Calificaciones' on a course's page (docs/product/ratings.md): the average and count (or that
 * nobody rated it yet), where a student rates it or learns when they may, and the most recent reviews.
 */
export function CourseReviewsSection({ courseId, manages, onRatingSaved }: CourseReviewsSectionProps) {
  const headingId = useId();
  const query = useCourseReviews(courseId);
  const reviews = loadedReviews(query.data);

  let content;
  if (query.isPending) content = <ReviewsSkeleton />;
  else if (query.isError) {
    content = <LoadError message={m.loadFailed} retryLabel={m.retry} onRetry={() => void query.refetch()} />;
  } else {
    content = (
      <>
        <RatingSummary summary={query.data.pages[0]!.summary} />
        {reviews.length > 0 && (
          <ReviewList
            reviews={reviews}
            renderReview={(review) => <ReviewItem review={review} />}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            moreFailed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {m.title}
        </h2>
        {manages && (
          <ButtonLink to={`/dashboard/reviews?course=${courseId}`} variant="outline">
            {m.manage.seeAll}
          </ButtonLink>
        )}
      </div>
      {content}
      <div className="border-t border-border pt-4">
        <MyRatingPanel courseId={courseId} onSaved={onRatingSaved} />
      </div>
    </section>
  );
}
