import { ACHIEVEMENT_RARITIES, ACHIEVEMENTS, type CatalogueAchievement } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findEarnedAt } from './earned-at';

export interface AchievementStatus {
  achievement: CatalogueAchievement;
  earnedAt: Date | null;
}

/** The whole catalogue for one person, in its order, each with when it was earned. */
export async function listAchievements(db: Kysely<DB>, profileId: string): Promise<AchievementStatus[]> {
  const earnedAt = await findEarnedAt(db, profileId);
  return ACHIEVEMENTS.map((achievement) => ({ achievement, earnedAt: earnedAt[achievement.code] }));
}

const rank = (status: AchievementStatus) => ACHIEVEMENT_RARITIES.indexOf(status.achievement.rarity);

/**
 * The `limit` achievements earned last, newest first. Of those earned by the same event (a
 * course's completion and its certificate) the rarer shows first.
 */
export function mostRecentlyEarned(statuses: AchievementStatus[], limit: number): AchievementStatus[] {
  return statuses
    .filter((status) => status.earnedAt !== null)
    .sort((a, b) => b.earnedAt!.getTime() - a.earnedAt!.getTime() || rank(b) - rank(a))
    .slice(0, limit);
}
