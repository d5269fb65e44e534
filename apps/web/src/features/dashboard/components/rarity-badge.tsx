import { messages, type AchievementRarity } from '@aula/shared';
import { cn } from '@/lib/utils/cn';
import { RARITY_BADGE_CLASSES } from '../lib/rarity-styles';

/** An achievement's rarity, in its colour (docs/product/learning.md#rarities). */
export function RarityBadge({ rarity }: { rarity: AchievementRarity }) {
  return (
    <span
      data-rarity={rarity}
      className={cn(
        'shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium',
        RARITY_BADGE_CLASSES[rarity],
      )}
    >
      {messages.achievements.rarities[rarity]}
    </span>
  );
}
