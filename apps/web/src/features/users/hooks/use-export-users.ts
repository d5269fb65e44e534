import { messages, type UserExportQuery } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api/api-error';
import { exportUsers } from '../api/export-users';
import { saveBlob } from '../../../lib/download/save-blob';

/** 'Exportar' (DECISIONS.md §3): downloads the list with its search, filters and order, every page. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (query: UserExportQuery) => {
      const { blob, fileName } = await exportUsers(query);
      saveBlob(blob, fileName);
    },
    onError: (error) =>
      toast.error(messages.users.screen.exportError, {
        description: error instanceof ApiError ? error.message : messages.common.unexpectedError,
      }),
  });
}
