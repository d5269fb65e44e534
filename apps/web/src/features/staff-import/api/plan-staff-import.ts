import type { StaffImport, StaffImportPlan } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { staffImportKeys } from './staff-import-keys';

export function planStaffImport(id: string, plan: StaffImportPlan): Promise<StaffImport> {
  return unwrap(api.PUT('/api/staff-imports/{id}/plan', { params: { path: { id } }, body: plan }));
}

/**
 * 'Revisar': the dry run (docs/product/staff-import.md#the-preview). Its answer is the import with
 * the new counts; the lists of failing rows and absent people are read again for it.
 */
export function usePlanStaffImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: StaffImportPlan) => planStaffImport(id, plan),
    onSuccess: async (planned) => {
      queryClient.setQueryData(staffImportKeys.one(id), planned);
      void queryClient.invalidateQueries({ queryKey: staffImportKeys.histories });
      await queryClient.invalidateQueries({ queryKey: staffImportKeys.lists(id) });
    },
  });
}
