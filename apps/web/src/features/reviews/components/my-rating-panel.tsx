import { formatDay, reviewMessages, type MyRating, type OwnRating } from '@aula/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Stars } from '@/components/ui/stars';
import { useMyRating } from '../api/my-rating';
import { RatingForm } from './rating-form';

const m = reviewMessages;

/** The caller's own rating, as it reads now. */
function OwnRatingView({ rating }: { rating: OwnRating }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Stars value={rating.stars} label={m.stars(rating.stars)} className="text-lg" />
      {rating.review && <p className="text-sm break-words whitespace-pre-wrap">{rating.review}</p>}
      <p className="text-xs text-muted-foreground">{m.form.ratedOn(formatDay(new Date(rating.updatedAt)))}</p>
    </div>
  );
}

/** Why someone may not rate the course (docs/product/ratings.md), and how far they are. */
function NotAllowed({ mine }: { mine: MyRating }) {
  if (mine.eligibility === 'manages')
    return <p className="text-sm text-muted-foreground">{m.eligibility.manages}</p>;
  if (mine.eligibility === 'notEnrolled') {
    return <p className="text-sm text-muted-foreground">{m.eligibility.notEnrolled}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {mine.rating && <OwnRatingView rating={mine.rating} />}
      <p className="text-sm text-muted-foreground">
        {m.eligibility.underHalf} {m.eligibility.lessonsDone(mine.lessons.completed, mine.lessons.required)}
      </p>
    </div>
  );
}

interface MyRatingPanelProps {
  courseId: string;
  /** a rating was saved: the course's own figures may be read again */
  onSaved?: () => void;
}

/**
 * Where a student rates the course: the form when they may (first rating, or 'Editar mi
 * calificación' once they rated), and otherwise why not. Shown on the course's page and in the player.
 */
export function MyRatingPanel({ courseId, onSaved }: MyRatingPanelProps) {
  const query = useMyRating(courseId);
  const [editing, setEditing] = useState(false);

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {m.loading}
      </p>
    );
  }
  if (query.isError) {
    return <LoadError message={m.loadFailed} retryLabel={m.retry} onRetry={() => void query.refetch()} />;
  }
  const mine = query.data;
  if (mine.eligibility !== 'allowed') return <NotAllowed mine={mine} />;

  const saved = () => {
    setEditing(false);
    onSaved?.();
  };
  if (mine.rating && !editing) {
    return (
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{m.form.editTitle}</h3>
        <OwnRatingView rating={mine.rating} />
        <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
          {m.form.edit}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{mine.rating ? m.form.editTitle : m.form.title}</h3>
      <RatingForm
        courseId={courseId}
        current={mine.rating}
        onSaved={saved}
        onCancel={mine.rating ? () => setEditing(false) : undefined}
      />
    </div>
  );
}
