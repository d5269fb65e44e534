import type { StaffImportAbsent, StaffImportStatus } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { PagedQuery } from '@/lib/list-query/list-query';
import { staffImportKeys } from './staff-import-keys';

export function listAbsentPeople(id: string, query: PagedQuery): Promise<StaffImportAbsent> {
  return unwrap(api.GET('/api/staff-imports/{id}/absent', { params: { path: { id }, query } }));
}

/** A page of the people a full roster deactivates (docs/product/staff-import.md#the-preview). */
export function useAbsentPeople(id: string, status: StaffImportStatus, query: PagedQuery) {
  return useQuery({
    queryKey: staffImportKeys.absent(id, status, query),
    queryFn: () => listAbsentPeople(id, query),
    placeholderData: keepPreviousData,
  });
}
