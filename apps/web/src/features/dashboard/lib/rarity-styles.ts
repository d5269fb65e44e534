import type { AchievementRarity } from '@aula/shared';

/**
 * The rarity badge colours (docs/product/learning.md#rarities): common grey, uncommon green, rare
 * blue, epic purple, legendary yellow.
 */
export const RARITY_BADGE_CLASSES: Record<AchievementRarity, string> = {
  common: 'border-slate-300 bg-slate-100 text-slate-700',
  uncommon: 'border-green-300 bg-green-100 text-green-800',
  rare: 'border-blue-300 bg-blue-100 text-blue-800',
  epic: 'border-purple-300 bg-purple-100 text-purple-800',
  legendary: 'border-yellow-300 bg-yellow-100 text-yellow-800',
};

/** The achievement's medal, in its rarity's colour. */
export const RARITY_ICON_CLASSES: Record<AchievementRarity, string> = {
  common: 'bg-slate-100 text-slate-600',
  uncommon: 'bg-green-100 text-green-700',
  rare: 'bg-blue-100 text-blue-700',
  epic: 'bg-purple-100 text-purple-700',
  legendary: 'bg-yellow-100 text-yellow-700',
};
