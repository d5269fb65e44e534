import { messages, type Achievement } from '@aula/shared';
import type { AchievementStatus } from './list-achievements';

/** An achievement with its Spanish title and description, and when it was earned. */
export function presentAchievement({ achievement, earnedAt }: AchievementStatus): Achievement {
  const text = messages.achievements.catalogue[achievement.code];
  return {
    code: achievement.code,
    title: text.title,
    description: text.description,
    rarity: achievement.rarity,
    earnedAt: earnedAt?.toISOString() ?? null,
  };
}
