import type { StaffImportRows, StaffImportStatus } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { PagedQuery } from '@/lib/list-query/list-query';
import { staffImportKeys } from './staff-import-keys';

export function listFailingRows(id: string, query: PagedQuery): Promise<StaffImportRows> {
  return unwrap(
    api.GET('/api/staff-imports/{id}/rows', {
      params: { path: { id }, query: { outcome: 'fail', ...query } },
    }),
  );
}

/** A page of the rows that fail, with their reasons: planned before the run, done after it. */
export function useFailingRows(id: string, status: StaffImportStatus, query: PagedQuery) {
  return useQuery({
    queryKey: staffImportKeys.rows(id, status, query),
    queryFn: () => listFailingRows(id, query),
    placeholderData: keepPreviousData,
  });
}
