import { messages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { useMyProgress } from '../api/get-my-progress';
import { CourseProgressCard } from './course-progress-card';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.myProgress;

/**
 * /dashboard/progress (docs/product/learning.md#my-progress-page): the figures across the student's
 * courses, then each course.
 */
export function ProgressPage() {
  const cataloguePath = useCataloguePath();
  const progress = useMyProgress();

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      {progress.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      ) : progress.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void progress.refetch()} />
      ) : progress.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <p className="text-lg font-semibold">{t.empty}</p>
          <p className="text-muted-foreground">{t.emptyText}</p>
          <ButtonLink to={cataloguePath} className="mt-2">
            {t.explore}
          </ButtonLink>
        </div>
      ) : (
        <>
          <section aria-label={t.summaryLabel}>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              {(
                [
                  [t.summary.courses, progress.data.summary.courses],
                  [t.summary.completed, progress.data.summary.completed],
                  [t.summary.averageProgress, t.percent(progress.data.summary.averageProgress)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="flex flex-col gap-4">
            {progress.data.items.map((item) => (
              <CourseProgressCard key={item.course.id} item={item} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
