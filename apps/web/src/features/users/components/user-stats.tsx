import { ACTIVE_USER_DAYS, type UserStats as Stats, userMessages } from '@aula/shared';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const t = userMessages.screen.stats;

/** 'Total Usuarios' compares this calendar month's new accounts with last month's (docs/product/people.md#active-users-and-growth). */
function growthNote(growthPercent: number | null): { text: string; tone: string } {
  if (growthPercent === null) return { text: t.noGrowth, tone: 'text-muted-foreground' };
  return {
    text: t.growth(growthPercent),
    tone: growthPercent < 0 ? 'text-destructive' : 'text-emerald-700',
  };
}

function StatCard({ label, value, note }: { label: string; value: number; note?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
      {note && <dd className="text-xs">{note}</dd>}
    </div>
  );
}

/** The cards' shape while the figures load, so nothing jumps when they arrive. */
function StatsSkeleton({ cards }: { cards: number }) {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <span className="sr-only">{t.loading}</span>
      {Array.from({ length: cards }, (_, card) => (
        <div
          key={card}
          aria-hidden
          className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4"
        >
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-7 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * The stat cards (docs/product/people.md#user-stat-cards): over everyone the viewer may see, whatever the filters.
 * 'Instructores' comes only for admins: the server sends no figure to anyone else.
 */
export function UserStats({ stats, cards }: { stats: Stats | undefined; cards: number }) {
  if (!stats) return <StatsSkeleton cards={cards} />;
  const growth = growthNote(stats.growthPercent);
  return (
    <dl aria-label={t.label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t.total}
        value={stats.total}
        note={<span className={growth.tone}>{growth.text}</span>}
      />
      <StatCard
        label={t.active}
        value={stats.active}
        note={
          <>
            <span className="block">{t.activeShare(stats.activePercent)}</span>
            <span className="block text-muted-foreground">{t.activeHint(ACTIVE_USER_DAYS)}</span>
          </>
        }
      />
      {stats.instructors !== null && <StatCard label={t.instructors} value={stats.instructors} />}
      <StatCard label={t.students} value={stats.students} />
    </dl>
  );
}
