import { type Unit, UNIT_MAX_DEPTH } from '@aula/shared';

/** The tree's shape, read once from the server's list: parents before children, siblings by name. */
export interface UnitIndex {
  units: readonly Unit[];
  byId: ReadonlyMap<string, Unit>;
  /** each unit's children, in the server's order */
  children: ReadonlyMap<string, readonly Unit[]>;
}

/** One line of the tree as it shows: where it sits among its shown siblings, and whether it is open. */
export interface TreeRow {
  unit: Unit;
  /** its shown siblings, and its place among them (aria-setsize, aria-posinset) */
  setSize: number;
  posInSet: number;
  /** whether it has sub-units to show */
  hasChildren: boolean;
  expanded: boolean;
}

const NONE: readonly Unit[] = [];

export function indexUnits(units: readonly Unit[]): UnitIndex {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const children = new Map<string, Unit[]>();
  for (const unit of units) {
    if (unit.parentId === null) continue;
    const siblings = children.get(unit.parentId);
    if (siblings) siblings.push(unit);
    else children.set(unit.parentId, [unit]);
  }
  return { units, byId, children };
}

export const childrenOf = (index: UnitIndex, id: string) => index.children.get(id) ?? NONE;

/** The academy, which is never moved nor archived. */
export const isRoot = (unit: Unit) => unit.parentId === null;

/** Sub-units go under an active unit, above the deepest level. */
export const canAddChild = (unit: Unit) => !unit.archived && unit.depth < UNIT_MAX_DEPTH;

export const canMove = (unit: Unit) => !unit.archived && !isRoot(unit);

/** The unit's ancestors, the root first. */
export function ancestorIds(index: UnitIndex, id: string): string[] {
  const ancestors: string[] = [];
  for (let parent = index.byId.get(id)?.parentId; parent; parent = index.byId.get(parent)?.parentId) {
    ancestors.unshift(parent);
  }
  return ancestors;
}

/** The unit and every unit below it. */
export function subtreeIds(index: UnitIndex, id: string): Set<string> {
  const ids = new Set<string>();
  const visit = (current: string) => {
    ids.add(current);
    for (const child of childrenOf(index, current)) visit(child.id);
  };
  visit(id);
  return ids;
}

/** How many levels hang below a unit, 0 for a leaf; archived sub-units count, as the server counts them. */
export function subtreeHeight(index: UnitIndex, id: string): number {
  return Math.max(0, ...childrenOf(index, id).map((child) => 1 + subtreeHeight(index, child.id)));
}

/**
 * Whether a unit may go under `parentId`: an active unit that is neither the unit itself, one of
 * its sub-units nor its parent already, where the unit's levels still fit. The server checks again.
 */
export function canMoveUnder(index: UnitIndex, id: string, parentId: string): boolean {
  const unit = index.byId.get(id);
  const parent = index.byId.get(parentId);
  if (!unit || !parent || !canMove(unit) || parent.archived || unit.parentId === parentId) return false;
  if (parentId === id || ancestorIds(index, parentId).includes(id)) return false;
  return parent.depth + 1 + subtreeHeight(index, id) <= UNIT_MAX_DEPTH;
}

/** Where 'Mover' may put a unit, in the tree's order. */
export function moveTargets(index: UnitIndex, id: string): Unit[] {
  return index.units.filter((parent) => canMoveUnder(index, id, parent.id));
}

/** The archived ones are left out unless asked for; every archived unit's sub-units are archived too. */
export const isShown = (unit: Unit, showArchived: boolean) => showArchived || !unit.archived;

/** The nearest shown unit: the unit itself, or the ancestor that shows in its place. */
export function shownUnitFor(index: UnitIndex, id: string, showArchived: boolean): string | undefined {
  const unit = index.byId.get(id);
  if (!unit) return undefined;
  if (isShown(unit, showArchived)) return unit.id;
  return unit.parentId === null ? undefined : shownUnitFor(index, unit.parentId, showArchived);
}

/** The tree's lines, depth first: the roots and the sub-units of each open unit. */
export function visibleRows(
  index: UnitIndex,
  expanded: ReadonlySet<string>,
  showArchived: boolean,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const add = (siblings: readonly Unit[]) => {
    const shown = siblings.filter((unit) => isShown(unit, showArchived));
    shown.forEach((unit, position) => {
      const hasChildren = childrenOf(index, unit.id).some((child) => isShown(child, showArchived));
      const open = hasChildren && expanded.has(unit.id);
      rows.push({ unit, setSize: shown.length, posInSet: position + 1, hasChildren, expanded: open });
      if (open) add(childrenOf(index, unit.id));
    });
  };
  add(index.units.filter(isRoot));
  return rows;
}
