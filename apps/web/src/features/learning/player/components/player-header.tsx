import { messages, type CoursePlayer } from '@aula/shared';
import { ArrowLeft, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';

const t = messages.player;

/**
 * Back to the dashboard, the course, its instructor and the student's progress
 * (docs/product/learning.md#course-player).
 */
export function PlayerHeader({ player, actions }: { player: CoursePlayer; actions?: ReactNode }) {
  const { course } = player;
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/dashboard"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{course.title}</h1>
          <p className="text-muted-foreground">
            {t.instructor(`${course.instructor.names} ${course.instructor.lastNames}`)}
          </p>
        </div>
        {actions}
      </div>
      {player.review ? (
        <p className="inline-flex w-fit items-center gap-2 rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
          <Eye aria-hidden className="size-4" />
          <span>
            <strong>{t.review}.</strong> {messages.learning.reviewMode}
          </span>
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <ProgressBar value={player.progress} label={t.progressLabel} className="max-w-md" />
          <span className="shrink-0 text-sm font-medium tabular-nums">{t.progress(player.progress)}</span>
        </div>
      )}
    </header>
  );
}
