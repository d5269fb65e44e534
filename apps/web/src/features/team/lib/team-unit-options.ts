import type { TeamUnits } from '@aula/shared';

/** Two no-break spaces per level: a native select keeps them, so the list reads as the tree. */
const INDENT = '\u00a0\u00a0';

export interface TeamUnitOption {
  value: string;
  label: string;
}

/**
 * The unit filter's choices, in the tree's order. A supervisor's team starts wherever their
 * units sit in the tree, so the shallowest unit present is the one not indented.
 */
export function teamUnitOptions(units: TeamUnits['items']): TeamUnitOption[] {
  const top = Math.min(...units.map((unit) => unit.depth));
  return units.map((unit) => ({ value: unit.id, label: `${INDENT.repeat(unit.depth - top)}${unit.name}` }));
}
