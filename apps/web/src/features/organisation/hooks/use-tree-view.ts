import type { Unit } from '@aula/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ancestorIds, indexUnits, shownUnitFor, visibleRows, type TreeRow } from '../lib/unit-tree';

/** Open at first: the academy and its establishments, so that their services show; deeper levels wait. */
const OPEN_ABOVE_DEPTH = 3;

/** The line that stands for `id` once it no longer shows: its nearest shown ancestor, else the first line. */
function activeRow(rows: readonly TreeRow[], ancestors: readonly string[], id: string | null) {
  const shown = new Set(rows.map((row) => row.unit.id));
  if (id !== null && shown.has(id)) return id;
  return ancestors.findLast((ancestor) => shown.has(ancestor)) ?? rows[0]?.unit.id ?? null;
}

/**
 * What the tree shows and where its focus is: the open units, the one line in the tab order
 * (a roving tabindex), and a way to put the focus on a unit once the tree that holds it is drawn,
 * opening its ancestors (after a change, or when a dialog closes).
 */
export function useTreeView(units: readonly Unit[], showArchived: boolean) {
  const index = useMemo(() => indexUnits(units), [units]);
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const expanded = useMemo(
    () => opened ?? new Set(units.filter((unit) => unit.depth < OPEN_ABOVE_DEPTH).map((unit) => unit.id)),
    [opened, units],
  );
  const rows = useMemo(() => visibleRows(index, expanded, showArchived), [index, expanded, showArchived]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeRow(rows, activeId ? ancestorIds(index, activeId) : [], activeId);

  const elements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  // The line asked for may come with the next tree (a change's answer is drawn a moment later).
  useEffect(() => {
    const element = pendingFocus.current ? elements.current.get(pendingFocus.current) : undefined;
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  }, [focusRequests, rows]);

  const setExpanded = useCallback(
    (id: string, open: boolean) => {
      const next = new Set(expanded);
      if (open) next.add(id);
      else next.delete(id);
      setOpened(next);
    },
    [expanded],
  );

  /** Moves the focus to a line already drawn. */
  const focusRow = useCallback((id: string) => {
    setActiveId(id);
    elements.current.get(id)?.focus();
  }, []);

  /**
   * Puts the focus on `id` in `tree` (the answer of a change, or the tree as shown): on the unit,
   * or on its nearest shown ancestor when it is archived and those are hidden, opening the way.
   */
  const focusUnit = useCallback(
    (id: string, tree: readonly Unit[] = units) => {
      const treeIndex = tree === units ? index : indexUnits(tree);
      const target = shownUnitFor(treeIndex, id, showArchived);
      if (!target) return;
      setOpened(new Set([...expanded, ...ancestorIds(treeIndex, target)]));
      setActiveId(target);
      pendingFocus.current = target;
      setFocusRequests((count) => count + 1);
    },
    [expanded, index, showArchived, units],
  );

  /** Each line's element, for the focus to reach it. */
  const itemRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  return { index, rows, activeId: active, setActiveId, setExpanded, focusRow, focusUnit, itemRef };
}
