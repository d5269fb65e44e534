import type { UnitTree } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { useUnitTreeChange } from './use-unit-tree-change';

export interface MoveUnitRequest {
  id: string;
  parentId: string;
}

export function moveUnit({ id, parentId }: MoveUnitRequest): Promise<UnitTree> {
  return unwrap(api.POST('/api/units/{id}/move', { params: { path: { id } }, body: { parentId } }));
}

/** 'Mover', or a row dropped on another: the unit goes with its sub-units and its people. */
export const useMoveUnit = () => useUnitTreeChange(moveUnit);
