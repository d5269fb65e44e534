import { can, messages, reachesAll, reviewMessages, type CurrentUser } from '@aula/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { NoAccess } from '@/components/ui/no-access';
import { hasErrorCode } from '@/lib/api/api-error';
import { loadedReviews } from '../api/course-reviews';
import { useManagedReviews } from '../api/managed-reviews';
import { ReviewItem } from './review-item';
import { ReviewList } from './review-list';
import { ReviewsSkeleton } from './reviews-skeleton';
import { viewerOf } from '@/lib/session/use-can';

const m = reviewMessages.manage;

function ReviewsNoAccess() {
  return (
    <NoAccess
      title={messages.common.noAccessTitle}
      text={m.noAccessText}
      backLabel={messages.common.backToDashboard}
      backTo="/dashboard"
    />
  );
}

/**
 * The reviews of the courses the caller manages (every course for an admin), most recent first;
 * `?course=` narrows them to one course, as its page links here. The server decides what each
 * person may read.
 */
function ReviewsList({ admin }: { admin: boolean }) {
  const [params] = useSearchParams();
  const course = params.get('course') ?? undefined;
  const query = useManagedReviews(course);
  const reviews = loadedReviews(query.data);

  if (hasErrorCode(query.error, 'forbidden')) return <ReviewsNoAccess />;

  const shownCourse = query.data?.pages[0]?.course ?? null;
  let content;
  if (query.isPending) content = <ReviewsSkeleton />;
  else if (query.isError) {
    content = (
      <LoadError
        message={reviewMessages.loadFailed}
        retryLabel={reviewMessages.retry}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (reviews.length === 0) {
    content = <p className="py-6 text-center text-muted-foreground">{course ? m.emptyCourse : m.empty}</p>;
  } else {
    content = (
      <ReviewList
        reviews={reviews}
        renderReview={(review) => (
          <ReviewItem
            review={review}
            course={
              course ? undefined : (
                <Link
                  to={`/dashboard/courses/details/${review.course.id}`}
                  className="text-sm font-semibold break-words text-primary hover:underline"
                >
                  {review.course.title}
                </Link>
              )
            }
          />
        )}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        moreFailed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {shownCourse ? m.ofCourse(shownCourse.title) : m.title}
        </h1>
        <p className="text-muted-foreground">{admin ? m.subtitleAdmin : m.subtitleInstructor}</p>
        {course && (
          <Link to="/dashboard/reviews" className="self-start text-sm text-primary hover:underline">
            {m.allCourses}
          </Link>
        )}
      </header>
      <section className="rounded-xl border border-border bg-card px-5 py-2 shadow-sm">{content}</section>
    </div>
  );
}

/** /dashboard/reviews: instructors and admins; a student gets a clear 'no access'. */
export function ReviewsPage({ viewer }: { viewer: CurrentUser }) {
  const who = viewerOf(viewer);
  if (!can(who, 'reviews.view')) return <ReviewsNoAccess />;
  return <ReviewsList admin={reachesAll(who, 'reviews.view')} />;
}
