import { placementMessages, type Unit } from '@aula/shared';

export interface UnitOption {
  value: string;
  label: string;
}

/** Two no-break spaces per level: a native select keeps them, so the list reads as the tree. */
const INDENT = '\u00a0\u00a0';

/** A unit as a select offers it: indented by its level, and saying when it is archived. */
export function unitOption(unit: Unit): UnitOption {
  const archived = unit.archived ? ` ${placementMessages.archivedSuffix}` : '';
  return { value: unit.id, label: `${INDENT.repeat(unit.depth - 1)}${unit.name}${archived}` };
}

/**
 * The units a person can be placed in: the active ones, in the tree's order, and the archived ones
 * `keep` names (where they already are, so that saving the rest of their record keeps them there).
 */
export function placeableUnits(units: readonly Unit[], keep: ReadonlySet<string> = new Set()): Unit[] {
  return units.filter((unit) => !unit.archived || keep.has(unit.id));
}
