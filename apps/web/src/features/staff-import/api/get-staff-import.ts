import type { StaffImport } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { isUnderWay } from '../lib/import-progress';
import { staffImportKeys } from './staff-import-keys';

/** How often a queued or running import is read again (docs/product/staff-import.md#running-it). */
const PROGRESS_POLL_MS = 1000;

export function getStaffImport(id: string): Promise<StaffImport> {
  return unwrap(api.GET('/api/staff-imports/{id}', { params: { path: { id } } }));
}

/**
 * One import. The job that runs it lives on the server, so while it is queued or running the
 * page reads it every second for its progress; a reload finds it where it is.
 */
export function useStaffImport(id: string) {
  return useQuery({
    queryKey: staffImportKeys.one(id),
    queryFn: () => getStaffImport(id),
    refetchInterval: ({ state }) => (state.data && isUnderWay(state.data.status) ? PROGRESS_POLL_MS : false),
  });
}
