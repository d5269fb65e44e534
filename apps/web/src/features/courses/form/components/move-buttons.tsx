import { messages } from '@aula/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

const c = messages.courseContent;

interface MoveButtonsProps {
  /** `${idPrefix}-up` and `${idPrefix}-down`: focus returns to them after a move. */
  idPrefix: string;
  upLabel: string;
  downLabel: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** 'Subir' and 'Bajar' for a module or a lesson: the keyboard's way to reorder, beside drag and drop. */
export function MoveButtons({ idPrefix, upLabel, downLabel, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        id={`${idPrefix}-up`}
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={upLabel}
        title={c.moveUp}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        id={`${idPrefix}-down`}
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={downLabel}
        title={c.moveDown}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
    </>
  );
}
