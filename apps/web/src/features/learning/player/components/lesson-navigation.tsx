import { messages } from '@aula/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { LessonPosition } from '../lib/lesson-order';

const t = messages.player.navigation;

/**
 * Previous and next lesson with the 'N de M' counter between them
 * (docs/product/learning.md#outline-and-navigation).
 */
export function LessonNavigation({
  position,
  onSelect,
  lessonsButton,
}: {
  position: LessonPosition;
  onSelect(id: string): void;
  /** the button that opens the outline sheet on phones */
  lessonsButton?: ReactNode;
}) {
  const { previous, next } = position;
  return (
    <nav
      aria-label={t.label}
      className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4"
    >
      <Button variant="outline" disabled={!previous} onClick={() => previous && onSelect(previous.id)}>
        <ChevronLeft aria-hidden className="size-4" />
        {t.previous}
      </Button>
      <p
        className="text-sm font-medium tabular-nums"
        aria-label={t.counterLabel(position.number, position.total)}
      >
        {t.counter(position.number, position.total)}
      </p>
      <Button variant="outline" disabled={!next} onClick={() => next && onSelect(next.id)}>
        {t.next}
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      {/* On phones, a row of its own: previous, counter and next stay on one line at 375 px. */}
      {lessonsButton && <div className="flex w-full justify-center md:hidden">{lessonsButton}</div>}
    </nav>
  );
}
