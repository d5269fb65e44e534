import type { PositionList, UnitTree } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/**
 * The organisation's two lists, asked for by 'Organización', the users list's filters and a
 * person's place: one cache, so a unit created on one screen is offered on the others.
 */
export const organisationKeys = {
  units: ['organisation', 'units'] as const,
  positions: ['organisation', 'positions'] as const,
};

export function listUnits(): Promise<UnitTree> {
  return unwrap(api.GET('/api/units'));
}

/**
 * The whole tree, archived units included, parents before their children and siblings by name.
 * `select` derives what a screen needs from the one cached answer; pass a stable function.
 */
export function useUnitTree<T = UnitTree>(select?: (tree: UnitTree) => T) {
  return useQuery({ queryKey: organisationKeys.units, queryFn: listUnits, select });
}

export function listPositions(): Promise<PositionList> {
  return unwrap(api.GET('/api/positions'));
}

/** Every position by name, archived ones included, with the active people holding each. */
export function usePositions<T = PositionList>(select?: (list: PositionList) => T) {
  return useQuery({ queryKey: organisationKeys.positions, queryFn: listPositions, select });
}
