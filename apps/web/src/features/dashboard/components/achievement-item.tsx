import { messages, type Achievement } from '@aula/shared';
import { Lock, Trophy } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { formatDate } from '@/lib/format-date';
import { RARITY_ICON_CLASSES } from '../lib/rarity-styles';
import { RarityBadge } from './rarity-badge';

const t = messages.achievements;

/**
 * One achievement: earned ones in their rarity's colour with the day they were earned; locked
 * ones greyed, saying what earns them (the description reads well either way).
 */
export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const earned = achievement.earnedAt !== null;
  const Icon = earned ? Trophy : Lock;
  return (
    <article
      aria-label={achievement.title}
      className={cn(
        'flex min-w-0 items-start gap-3 rounded-xl border border-border bg-card p-4',
        !earned && 'border-dashed bg-slate-50',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          earned ? RARITY_ICON_CLASSES[achievement.rarity] : 'bg-slate-200 text-slate-500',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('font-semibold break-words', !earned && 'text-muted-foreground')}>
            {achievement.title}
          </h3>
          <RarityBadge rarity={achievement.rarity} />
        </div>
        <p className="text-sm break-words text-muted-foreground">{achievement.description}</p>
        <p className={cn('text-xs', earned ? 'font-medium text-foreground' : 'text-muted-foreground')}>
          {achievement.earnedAt ? (
            <time dateTime={achievement.earnedAt}>{t.earnedOn(formatDate(achievement.earnedAt))}</time>
          ) : (
            t.notEarned
          )}
        </p>
      </div>
    </article>
  );
}
