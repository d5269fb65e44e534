import type { UnitTree } from '@aula/shared';
import { api, unwrap } from '@/lib/api/client';
import { useUnitTreeChange } from './use-unit-tree-change';

export function archiveUnit(id: string): Promise<UnitTree> {
  return unwrap(api.POST('/api/units/{id}/archive', { params: { path: { id } } }));
}

export function restoreUnit(id: string): Promise<UnitTree> {
  return unwrap(api.POST('/api/units/{id}/restore', { params: { path: { id } } }));
}

/** 'Archivar': the unit and everything below it; refused while active people are placed there. */
export const useArchiveUnit = () => useUnitTreeChange(archiveUnit);

/** 'Restaurar': this unit alone, once its parent is active. */
export const useRestoreUnit = () => useUnitTreeChange(restoreUnit);
