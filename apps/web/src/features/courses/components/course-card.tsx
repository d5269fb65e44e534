import {
  formatOneDecimal,
  messages,
  reviewMessages,
  type CourseSummary,
  courseFormMessages,
} from '@aula/shared';
import { BookOpen, Clock, Eye, Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCourseAction, type CourseAction } from '../api/course-actions';
import { formatPrice } from '@/lib/format-price';

const t = messages.courses.list;

const CONFIRM: Record<CourseAction, { text: string; label: string }> = {
  publish: { text: t.confirmPublish, label: t.publish },
  unpublish: { text: t.confirmUnpublish, label: t.unpublish },
  delete: { text: t.confirmDelete, label: t.delete },
};

/** The plain average and the count, as the rating order's reader checks it; or that nobody rated it yet. */
function CourseRating({ course }: { course: CourseSummary }) {
  if (course.ratingCount === 0) return <p className="text-xs text-muted-foreground">{reviewMessages.none}</p>;
  const average = formatOneDecimal(course.ratingAverage);
  return (
    <p className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{reviewMessages.averageLabel(average, course.ratingCount)}</span>
      <span aria-hidden>
        <span className="font-semibold">{average}</span>{' '}
        <span className="text-muted-foreground">({reviewMessages.count(course.ratingCount)})</span>
      </span>
    </p>
  );
}

/** One course of the list; managers also get publish/unpublish and delete, each confirmed first. */
export function CourseCard({ course, manage }: { course: CourseSummary; manage: boolean }) {
  const [asking, setAsking] = useState<CourseAction | null>(null);
  const action = useCourseAction();
  const confirm = () => {
    if (!asking) return;
    action.mutate({ action: asking, id: course.id }, { onSettled: () => setAsking(null) });
  };

  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      aria-label={course.title}
    >
      {course.thumbnailUrl ? (
        <img src={course.thumbnailUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      ) : (
        <div className="aspect-video w-full bg-background" aria-hidden />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
            {course.specialty.name}
          </span>
          {manage && (
            <span
              className={
                course.isPublished
                  ? 'rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-800'
                  : 'rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900'
              }
            >
              {course.isPublished ? t.publishedBadge : t.draftBadge}
            </span>
          )}
        </div>
        <h2 className="text-base leading-snug font-semibold">{course.title}</h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{course.shortDescription}</p>
        <p className="text-sm">
          {course.instructor.names} {course.instructor.lastNames}
        </p>
        <CourseRating course={course} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {t.hours(course.estimatedDurationHours)}
          </span>
          <span className="inline-flex items-center gap-1">
            <BookOpen aria-hidden className="size-4" /> {t.lessons(course.totalLessons)}
          </span>
          <span className="font-semibold text-foreground">{formatPrice(course.price, course.coin.code)}</span>
        </div>
        <div
          className="flex flex-wrap gap-2 border-t border-border pt-3"
          role="group"
          aria-label={t.actionsFor(course.title)}
        >
          <ButtonLink
            to={`/dashboard/courses/details/${course.id}`}
            variant={manage ? 'outline' : 'primary'}
            aria-label={messages.courseDetail.viewCourse(course.title)}
          >
            <Eye aria-hidden className="size-4" />
            {messages.courseDetail.view}
          </ButtonLink>
          {manage && (
            <>
              <ButtonLink
                to={`/dashboard/courses/edit/${course.id}`}
                variant="outline"
                aria-label={courseFormMessages.editCourse(course.title)}
              >
                <Pencil aria-hidden className="size-4" />
                {courseFormMessages.edit}
              </ButtonLink>
              <Button
                variant="outline"
                onClick={() => setAsking(course.isPublished ? 'unpublish' : 'publish')}
              >
                {course.isPublished ? t.unpublish : t.publish}
              </Button>
              <Button variant="ghost" className="text-destructive" onClick={() => setAsking('delete')}>
                {t.delete}
              </Button>
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        description={asking ? CONFIRM[asking].text : ''}
        confirmLabel={asking ? CONFIRM[asking].label : ''}
        cancelLabel={t.cancel}
        destructive={asking === 'delete'}
        pending={action.isPending}
        onConfirm={confirm}
        onOpenChange={(open) => !open && !action.isPending && setAsking(null)}
      />
    </article>
  );
}
