import type { PositionInput, PositionList } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { usePositionChange } from './use-position-change';

export interface RenamePositionRequest {
  id: string;
  data: PositionInput;
}

export function renamePosition({ id, data }: RenamePositionRequest): Promise<PositionList> {
  return unwrap(api.PATCH('/api/positions/{id}', { params: { path: { id } }, body: data }));
}

/** 'Renombrar': the people who hold the position keep it under its new name. */
export const useRenamePosition = () => usePositionChange(renamePosition);
