import type { TreeRow } from './unit-tree';

/** What a key does in the tree: move the focus, open or close the focused unit, or nothing. */
export type TreeKeyMove = { focus: string } | { expand: string } | { collapse: string } | null;

/**
 * The arrow keys, Home and End on the focused line, as the WAI-ARIA tree pattern has them: up and
 * down go through the shown lines; right opens a closed unit, or goes to its first sub-unit;
 * left closes an open one, or goes to its parent.
 */
export function treeKeyMove(rows: readonly TreeRow[], activeId: string, key: string): TreeKeyMove {
  const at = rows.findIndex((row) => row.unit.id === activeId);
  const row = rows[at];
  if (!row) return null;
  const focus = (target: TreeRow | undefined) => (target ? { focus: target.unit.id } : null);
  switch (key) {
    case 'ArrowDown':
      return focus(rows[at + 1]);
    case 'ArrowUp':
      return focus(rows[at - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? focus(rows[at + 1]) : { expand: row.unit.id };
    case 'ArrowLeft':
      if (row.expanded) return { collapse: row.unit.id };
      return focus(rows.find((other) => other.unit.id === row.unit.parentId));
    default:
      return null;
  }
}
