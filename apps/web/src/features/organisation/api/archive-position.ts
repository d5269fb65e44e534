import type { PositionList } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { usePositionChange } from './use-position-change';

export interface PositionArchiveRequest {
  id: string;
  archived: boolean;
}

export function setPositionArchived({ id, archived }: PositionArchiveRequest): Promise<PositionList> {
  const path = archived ? '/api/positions/{id}/archive' : '/api/positions/{id}/restore';
  return unwrap(api.POST(path, { params: { path: { id } } }));
}

/** 'Archivar' (no longer offered for new people) or 'Restaurar' a position. */
export const useSetPositionArchived = () => usePositionChange(setPositionArchived);
