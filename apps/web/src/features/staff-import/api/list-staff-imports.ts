import type { StaffImportHistory } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { PagedQuery } from '@/lib/list-query/list-query';
import { staffImportKeys } from './staff-import-keys';

export function listStaffImports(query: PagedQuery): Promise<StaffImportHistory> {
  return unwrap(api.GET('/api/staff-imports', { params: { query } }));
}

/** One page of 'Importaciones anteriores', newest first; the previous page stays while the next loads. */
export function useStaffImportHistory(query: PagedQuery) {
  return useQuery({
    queryKey: staffImportKeys.history(query),
    queryFn: () => listStaffImports(query),
    placeholderData: keepPreviousData,
  });
}
