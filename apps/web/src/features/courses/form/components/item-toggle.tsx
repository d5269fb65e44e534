import { messages } from '@aula/shared';
import { AlertCircle, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * The title of a module or a lesson in the Contenido tab: a heading whose button opens and
 * closes the item's body, with its number ('Módulo 1', 'Lección 2') and its title.
 */
export function ItemToggle({
  itemKey,
  level,
  open,
  bodyId,
  onToggle,
  number,
  title,
  className,
}: {
  itemKey: string;
  level: 'h3' | 'h4';
  open: boolean;
  bodyId: string;
  onToggle(): void;
  number: string;
  title: string;
  /** the button's size and hover colour, which differ between modules and lessons */
  className: string;
}) {
  const Heading = level;
  return (
    <Heading id={`${itemKey}-heading`} className="min-w-[min(100%,12rem)] flex-1">
      <button
        id={`${itemKey}-toggle`}
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className={cn(
          'flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
      >
        <ChevronRight
          aria-hidden
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')}
        />
        <span className="shrink-0 text-sm text-muted-foreground">{number}</span>
        <span className={cn('truncate', level === 'h3' ? 'font-semibold' : 'font-medium')}>{title}</span>
      </button>
    </Heading>
  );
}

/** Beside a closed item's title: something inside it needs fixing before the course can be saved. */
export function ItemErrorMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
      <AlertCircle aria-hidden className="size-3.5" />
      {messages.courseContent.hasErrors}
    </span>
  );
}
