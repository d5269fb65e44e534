import type { UnitTree, UpdateUnitData } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { useUnitTreeChange } from './use-unit-tree-change';

export interface UpdateUnitRequest {
  id: string;
  data: UpdateUnitData;
}

export function updateUnit({ id, data }: UpdateUnitRequest): Promise<UnitTree> {
  return unwrap(api.PATCH('/api/units/{id}', { params: { path: { id } }, body: data }));
}

/** 'Editar': a unit's name, kind and code. */
export const useUpdateUnit = () => useUnitTreeChange(updateUnit);
