import { reviewMessages } from '@aula/shared';
import { useEffect, useId, useRef } from 'react';
import { hasErrorCode } from '@/lib/api/api-error';
import { useMyRating } from '../api/my-rating';
import { MyRatingPanel } from './my-rating-panel';

/**
 * The course player's 'Calificaciones' (docs/product/ratings.md): where a student naturally is
 * once they have progressed. Each lesson completed may be the one that lets them rate, so the
 * answer is asked again whenever the number of completed lessons changes.
 */
export function PlayerRatingCard({
  courseId,
  completedLessons,
}: {
  courseId: string;
  completedLessons: number;
}) {
  const headingId = useId();
  const { refetch, error } = useMyRating(courseId);
  const shown = useRef(completedLessons);
  useEffect(() => {
    if (shown.current === completedLessons) return;
    shown.current = completedLessons;
    void refetch();
  }, [completedLessons, refetch]);

  // A course withdrawn to a draft stays open to its students (docs/decisions/0009) but leaves the
  // catalogue, and its ratings with it: there is nothing to rate here then.
  if (hasErrorCode(error, 'not_found')) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {reviewMessages.title}
      </h2>
      <MyRatingPanel courseId={courseId} />
    </section>
  );
}
