import { organisationMessages, type Unit } from '@aula/shared';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type DragEvent, type FocusEvent, useId } from 'react';
import { cn } from '@/lib/utils/cn';
import type { TreeRow } from '../lib/unit-tree';
import { ArchivedBadge } from './archived-badge';
import { UnitActionsMenu, type UnitAction } from './unit-actions-menu';

const m = organisationMessages;
const t = m.screen.units;

/** Each level's indent; the tree is UNIT_MAX_DEPTH levels deep at most. */
const INDENT = ['ps-1', 'ps-7', 'ps-13', 'ps-19', 'ps-25', 'ps-31'];

/** What dragging does to a line: the one being dragged, and the one it would be dropped on. */
export interface RowDrag {
  draggable: boolean;
  state: 'dragged' | 'target' | null;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

interface UnitTreeItemProps {
  row: TreeRow;
  /** the one line in the tab order */
  active: boolean;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onAction: (action: UnitAction, unit: Unit) => void;
  onToggle: () => void;
  /** the line took the focus: it becomes the one in the tab order */
  onFocused: () => void;
  /** puts the focus back on the line */
  refocus: () => void;
  itemRef: (element: HTMLElement | null) => void;
  drag: RowDrag;
}

/**
 * One unit's line: its name (the item's accessible name), its kind, code and people (its
 * description), 'Archivada' when it is, and its actions. Archived ones are dimmed.
 */
export function UnitTreeItem({
  row,
  active,
  menuOpen,
  onMenuOpenChange,
  onAction,
  onToggle,
  onFocused,
  refocus,
  itemRef,
  drag,
}: UnitTreeItemProps) {
  const id = useId();
  const { unit } = row;
  const details = [m.kinds[unit.kind], unit.code ? t.code(unit.code) : null, t.people(unit.people)];
  const { draggable, state, ...dragHandlers } = drag;

  return (
    <li
      ref={itemRef}
      role="treeitem"
      data-unit-id={unit.id}
      aria-level={unit.depth}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-details`}
      tabIndex={active ? 0 : -1}
      draggable={draggable}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) onFocused();
      }}
      className={cn(
        'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        draggable && 'cursor-grab',
        state === 'dragged' && 'opacity-50',
        state === 'target' && 'bg-primary/10 ring-2 ring-primary',
      )}
      {...dragHandlers}
    >
      <div
        className={cn(
          'flex min-h-11 items-center gap-2 py-1 pe-2 hover:bg-background',
          INDENT[unit.depth - 1],
        )}
      >
        {/* The arrows open and close it on the keyboard; this is the same for the mouse. */}
        <span
          aria-hidden
          onClick={row.hasChildren ? onToggle : undefined}
          className="flex size-6 shrink-0 items-center justify-center text-muted-foreground"
        >
          {row.hasChildren &&
            (row.expanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />)}
        </span>
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span
            id={`${id}-name`}
            className={cn('font-medium break-words', unit.archived && 'text-muted-foreground')}
          >
            {unit.name}
          </span>
          <span
            id={`${id}-details`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground"
          >
            {details.filter(Boolean).map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
            {unit.archived && <ArchivedBadge label={m.screen.archivedBadge} />}
          </span>
        </span>
        <UnitActionsMenu
          unit={unit}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          onAction={onAction}
          returnFocus={refocus}
        />
      </div>
    </li>
  );
}
