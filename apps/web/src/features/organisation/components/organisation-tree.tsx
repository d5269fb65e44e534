import { organisationMessages, type Unit } from '@aula/shared';
import { type DragEvent, type KeyboardEvent, useId, useState } from 'react';
import type { useTreeView } from '../hooks/use-tree-view';
import { treeKeyMove } from '../lib/tree-keys';
import { canMove, canMoveUnder } from '../lib/unit-tree';
import type { UnitAction } from './unit-actions-menu';
import { type RowDrag, UnitTreeItem } from './unit-tree-item';

const t = organisationMessages.screen.units;

/** Keys that open the focused unit's menu: Intro, and the menu key or Shift+F10 as in a desktop tree. */
const isMenuKey = (event: KeyboardEvent) =>
  event.key === 'Enter' || event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);

interface OrganisationTreeProps {
  view: ReturnType<typeof useTreeView>;
  onAction: (action: UnitAction, unit: Unit) => void;
  /** a line dropped on another, which the tree allowed */
  onDropMove: (unit: Unit, parent: Unit) => void;
}

/**
 * The organisation as a WAI-ARIA tree: one tab stop, the arrows, Home and End to go through it,
 * Intro for a unit's actions and M to move it (said in a hint screen readers read with the tree).
 * Lines are dragged onto other lines to move them: a line that cannot take the unit being dragged
 * (itself, one of its sub-units, its parent already, an archived unit, one too deep) refuses it.
 */
export function OrganisationTree({ view, onAction, onDropMove }: OrganisationTreeProps) {
  const hintId = useId();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const { index, rows, activeId } = view;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const item = event.target as HTMLElement;
    // Keys typed in a line's open menu reach here too: they are the menu's.
    if (item.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey || event.metaKey) return;
    const unit = index.byId.get(item.dataset.unitId ?? '');
    if (!unit) return;
    if (isMenuKey(event)) {
      event.preventDefault();
      setMenuFor(unit.id);
      return;
    }
    if (event.key.toLowerCase() === 'm' && !event.shiftKey) {
      if (canMove(unit)) {
        event.preventDefault();
        onAction('move', unit);
      }
      return;
    }
    const move = treeKeyMove(rows, unit.id, event.key);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) view.focusRow(move.focus);
    else if ('expand' in move) view.setExpanded(move.expand, true);
    else view.setExpanded(move.collapse, false);
  };

  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };

  const dragOf = (unit: Unit): RowDrag => {
    const accepts = dragged !== null && canMoveUnder(index, dragged, unit.id);
    return {
      draggable: canMove(unit),
      state: dragged === unit.id ? 'dragged' : dropTarget === unit.id ? 'target' : null,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        if (event.dataTransfer) {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', unit.name);
        }
        setDragged(unit.id);
      },
      // Only a line that can take the unit lets the drop happen; the others leave the browser's refusal.
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!accepts) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        setDropTarget(unit.id);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setDropTarget((target) => (target === unit.id ? null : target));
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        const moved = dragged === null ? undefined : index.byId.get(dragged);
        endDrag();
        if (moved && accepts) onDropMove(moved, unit);
      },
      onDragEnd: endDrag,
    };
  };

  return (
    <>
      <p id={hintId} className="sr-only">
        {t.keyboardHint}
      </p>
      <ul
        role="tree"
        aria-label={t.treeLabel}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-0.5 px-2 pb-4 sm:px-4 sm:pb-6"
      >
        {rows.map((row) => (
          <UnitTreeItem
            key={row.unit.id}
            row={row}
            active={row.unit.id === activeId}
            menuOpen={menuFor === row.unit.id}
            onMenuOpenChange={(open) => setMenuFor(open ? row.unit.id : null)}
            onAction={onAction}
            onToggle={() => view.setExpanded(row.unit.id, !row.expanded)}
            onFocused={() => view.setActiveId(row.unit.id)}
            refocus={() => view.focusRow(row.unit.id)}
            itemRef={view.itemRef(row.unit.id)}
            drag={dragOf(row.unit)}
          />
        ))}
      </ul>
    </>
  );
}
