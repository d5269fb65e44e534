import type { StaffImport } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { contentTypeOf } from '../lib/staff-file';
import { staffImportKeys } from './staff-import-keys';

/**
 * Sends the file as it is, as the request's body, with its name in the address
 * (docs/product/staff-import.md#the-file). The API describes the body as text (how OpenAPI names
 * raw bytes), so the File goes past the typed body and the JSON serializer untouched.
 */
export function uploadStaffFile(file: File): Promise<StaffImport> {
  return unwrap(
    api.POST('/api/staff-imports', {
      params: { query: { name: file.name } },
      body: file as unknown as string,
      bodySerializer: (body) => body,
      headers: { 'Content-Type': contentTypeOf(file.name) },
    }),
  );
}

/** Uploading a staff file: the new import is kept in the cache for its page, and the history is stale. */
export function useUploadStaffFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStaffFile,
    onSuccess: (created) => {
      queryClient.setQueryData(staffImportKeys.one(created.id), created);
      void queryClient.invalidateQueries({ queryKey: staffImportKeys.histories });
    },
  });
}
