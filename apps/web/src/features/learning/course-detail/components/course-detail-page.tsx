import { formatOneDecimal, messages, reviewMessages, type CourseDetail } from '@aula/shared';
import { ArrowLeft, BookOpen, Clock, Globe, SearchX, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { hasErrorCode } from '@/lib/api/api-error';
import { useCourseDetail } from '@/features/learning/api/get-course-detail';
import type { CourseViewer } from '@/features/learning/lib/course-access';
import { CourseBanner } from './course-banner';
import { CourseBenefits } from './course-benefits';
import { CourseDetailSkeleton } from './course-detail-skeleton';
import { CourseTabs } from './course-tabs';
import { EnrollmentCard } from './enrollment-card';

const t = messages.courseDetail;

/**
 * A malformed id is refused ('validation_failed', the only refusal of a read that sends no body)
 * with the same 'not found' message as an unknown or hidden course ('not_found'): for the reader
 * both mean there is no such course.
 */
function isMissing(error: Error) {
  return hasErrorCode(error, 'not_found', 'validation_failed');
}

function CourseNotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{messages.courses.notFound}</h1>
      <ButtonLink to="/dashboard/courses">{t.backToCourses}</ButtonLink>
    </section>
  );
}

/**
 * What the route puts in a paid course's card, given the course and a way to read it again
 * once the viewer's purchase changed. Features do not import each other: the route brings the cart.
 */
export type RenderPurchaseActions = (props: {
  course: CourseDetail;
  onChanged: () => Promise<unknown>;
}) => ReactNode;

/**
 * The course's ratings and the viewer's (docs/product/ratings.md), which the route brings from the
 * reviews feature, with a way to read the course again once the viewer rated it.
 */
export type RenderReviews = (props: { course: CourseDetail; onRatingSaved: () => void }) => ReactNode;

interface CourseDetailPageProps {
  courseId: string;
  viewer: CourseViewer;
  renderPurchaseActions: RenderPurchaseActions;
  renderReviews?: RenderReviews;
}

/** The average to one decimal and the count, or honestly none: never '0.0' for a course nobody rated. */
function RatingLine({ course }: { course: CourseDetail }) {
  if (course.ratingCount === 0) return <>{reviewMessages.none}</>;
  const average = formatOneDecimal(course.ratingAverage);
  return (
    <>
      <span className="sr-only">{reviewMessages.averageLabel(average, course.ratingCount)}</span>
      <span aria-hidden>
        {average} ({reviewMessages.count(course.ratingCount)})
      </span>
    </>
  );
}

/**
 * /dashboard/courses/details/{id} (docs/product/courses.md#course-detail-page): what a course
 * offers, and enrolling in or buying it.
 */
export function CourseDetailPage({
  courseId,
  viewer,
  renderPurchaseActions,
  renderReviews,
}: CourseDetailPageProps) {
  const course = useCourseDetail(courseId);

  if (course.isPending) return <CourseDetailSkeleton />;
  if (course.isError) {
    if (isMissing(course.error)) return <CourseNotFound />;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
      >
        <p>{t.loadError}</p>
        <Button variant="outline" onClick={() => void course.refetch()}>
          {messages.common.retry}
        </Button>
      </div>
    );
  }

  const data = course.data;
  const reload = () => void course.refetch();
  return (
    <article aria-labelledby="course-title" className="flex flex-col gap-6">
      <Link
        to="/dashboard/courses"
        className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.backToCourses}
      </Link>
      <CourseBanner course={data} onReload={reload} />

      {/*
        On a phone: summary, the price and what to do, the tabs, then the benefits. On a wide
        screen the price card and the benefits form the side column.
      */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <header className="flex min-w-0 flex-col gap-3">
          <h1 id="course-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {data.title}
          </h1>
          <p className="break-words text-muted-foreground">{data.shortDescription}</p>
          <ul
            aria-label={t.summaryLabel}
            className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground"
          >
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" /> {t.hours(data.estimatedDurationHours)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <BookOpen aria-hidden className="size-4" /> {t.lessons(data.totalLessons)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Globe aria-hidden className="size-4" /> {data.language.name || t.defaultLanguage}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Star aria-hidden className="size-4" /> <RatingLine course={data} />
            </li>
          </ul>
        </header>
        <div className="lg:col-start-2 lg:row-start-1 lg:self-start">
          <EnrollmentCard
            course={data}
            viewer={viewer}
            purchaseActions={renderPurchaseActions({ course: data, onChanged: course.refetch })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <CourseTabs course={data} />
          {renderReviews?.({ course: data, onRatingSaved: reload })}
        </div>
        <aside className="lg:col-start-2 lg:row-start-2 lg:self-start">
          <CourseBenefits course={data} />
        </aside>
      </div>
    </article>
  );
}
