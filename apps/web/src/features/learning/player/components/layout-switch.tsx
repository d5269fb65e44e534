import { messages } from '@aula/shared';
import { Minimize2, PanelRight, RectangleHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { PLAYER_LAYOUTS, type PlayerLayout } from '../hooks/use-player-layout';

const t = messages.player.layout;
const ICONS: Record<PlayerLayout, LucideIcon> = {
  normal: PanelRight,
  cine: RectangleHorizontal,
  small: Minimize2,
};

/**
 * The three layouts (docs/product/learning.md#layouts); from 768 px up, as a phone shows the lesson
 * full width anyway.
 */
export function LayoutSwitch({
  value,
  onChange,
}: {
  value: PlayerLayout;
  onChange(layout: PlayerLayout): void;
}) {
  return (
    <div
      role="group"
      aria-label={t.label}
      className="hidden rounded-md border border-input bg-card p-0.5 md:flex"
    >
      {PLAYER_LAYOUTS.map((layout) => {
        const Icon = ICONS[layout];
        const active = layout === value;
        return (
          <button
            key={layout}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(layout)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-sm transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-background',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {t[layout]}
          </button>
        );
      })}
    </div>
  );
}
