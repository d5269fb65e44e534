import { messages } from '@aula/shared';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAchievements } from '../api/list-achievements';
import { AchievementItem } from './achievement-item';

const t = messages.achievements;

/**
 * The profile's 'Logros' tab (docs/product/learning.md#where-achievements-show): the whole
 * catalogue, earned or still to earn.
 */
export function AchievementsTab() {
  const achievements = useAchievements();
  if (achievements.isPending) {
    return (
      <div role="status" className="grid gap-3 sm:grid-cols-2">
        <span className="sr-only">{t.loading}</span>
        {[0, 1, 2, 3].map((item) => (
          <div key={item} aria-hidden>
            <Skeleton className="h-28 rounded-xl" />
          </div>
        ))}
      </div>
    );
  }
  if (achievements.isError) {
    return (
      <LoadError
        message={t.loadError}
        retryLabel={messages.common.retry}
        onRetry={() => void achievements.refetch()}
      />
    );
  }
  const all = achievements.data.achievements;
  const earned = all.filter((achievement) => achievement.earnedAt !== null).length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t.earnedCount(earned, all.length)}</p>
      <ul aria-label={t.listLabel} className="grid gap-3 sm:grid-cols-2">
        {all.map((achievement) => (
          <li key={achievement.code} className="min-w-0">
            <AchievementItem achievement={achievement} />
          </li>
        ))}
      </ul>
    </div>
  );
}
