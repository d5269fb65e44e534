import type { CreateUnitData, UnitTree } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { useUnitTreeChange } from './use-unit-tree-change';

export function createUnit(input: CreateUnitData): Promise<UnitTree> {
  return unwrap(api.POST('/api/units', { body: input }));
}

/** 'Agregar subunidad': under an active unit, within the levels the tree allows. */
export const useCreateUnit = () => useUnitTreeChange(createUnit);
