import type { StaffImport } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { staffImportKeys } from './staff-import-keys';

export function runStaffImport(id: string): Promise<StaffImport> {
  return unwrap(api.POST('/api/staff-imports/{id}/run', { params: { path: { id } } }));
}

/**
 * 'Importar' (docs/product/staff-import.md#running-it): the import is queued and its page follows
 * the job. After a refusal (another admin ran it first) the import is read again, so the page
 * shows where it really is.
 */
export function useRunStaffImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runStaffImport(id),
    onSuccess: (queued) => {
      queryClient.setQueryData(staffImportKeys.one(id), queued);
      void queryClient.invalidateQueries({ queryKey: staffImportKeys.histories });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: staffImportKeys.one(id), exact: true }),
  });
}
