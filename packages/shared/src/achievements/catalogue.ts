/**
 * The achievements (docs/product/learning.md#achievement-catalogue): each is earned by a real event
 * of the student's, never stored, always derived from the data. Titles and descriptions live in
 * messages.achievements.
 */

/** The profile's 'Logros' tab (the profile keeps its open tab in ?tab=), where the homes link. */
export const ACHIEVEMENTS_TAB_PATH = '/dashboard/profile?tab=logros';

/**
 * The rarities, commonest first; the badge colours go with them, grey to yellow
 * (docs/product/learning.md#rarities).
 */
export const ACHIEVEMENT_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

/**
 * What achievements count. `studyStreak` counts calendar days in a row with at least one lesson
 * completed; the others count single events (a course counts once, when first completed).
 */
export const ACHIEVEMENT_EVENTS = [
  'lessonCompleted',
  'commentPosted',
  'courseCompleted',
  'certificateIssued',
  'studyStreak',
] as const;
export type AchievementEvent = (typeof ACHIEVEMENT_EVENTS)[number];

export interface AchievementRule {
  code: string;
  rarity: AchievementRarity;
  event: AchievementEvent;
  /** Earned when the student reaches this many of `event`. */
  count: number;
}

/** The catalogue, in the order the profile shows it. */
export const ACHIEVEMENTS = [
  { code: 'first_lesson', rarity: 'common', event: 'lessonCompleted', count: 1 },
  { code: 'first_comment', rarity: 'common', event: 'commentPosted', count: 1 },
  { code: 'first_course', rarity: 'uncommon', event: 'courseCompleted', count: 1 },
  { code: 'first_certificate', rarity: 'uncommon', event: 'certificateIssued', count: 1 },
  { code: 'three_courses', rarity: 'rare', event: 'courseCompleted', count: 3 },
  { code: 'ten_courses', rarity: 'epic', event: 'courseCompleted', count: 10 },
  { code: 'week_streak', rarity: 'legendary', event: 'studyStreak', count: 7 },
] as const satisfies readonly AchievementRule[];

export type CatalogueAchievement = (typeof ACHIEVEMENTS)[number];
export type AchievementCode = CatalogueAchievement['code'];
export const ACHIEVEMENT_CODES = ACHIEVEMENTS.map((achievement) => achievement.code) as [
  AchievementCode,
  ...AchievementCode[],
];
