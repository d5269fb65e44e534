import type { PositionInput, PositionList } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { usePositionChange } from './use-position-change';

export function createPosition(input: PositionInput): Promise<PositionList> {
  return unwrap(api.POST('/api/positions', { body: input }));
}

/** 'Nuevo puesto': a name no other position has, whatever its case. */
export const useCreatePosition = () => usePositionChange(createPosition);
