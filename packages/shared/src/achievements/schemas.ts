import { z } from 'zod';
import { ACHIEVEMENT_CODES, ACHIEVEMENT_RARITIES } from './catalogue';

/** One achievement of the catalogue, for the caller: `earnedAt` (ISO) is when the event earned it. */
export const achievementSchema = z.object({
  code: z.enum(ACHIEVEMENT_CODES),
  title: z.string(),
  description: z.string(),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  earnedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** The whole catalogue, in its order, earned or not. */
export const achievementListSchema = z.object({ achievements: z.array(achievementSchema) });
export type AchievementList = z.infer<typeof achievementListSchema>;
