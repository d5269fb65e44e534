import { messages, type StudentExportQuery } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api/api-error';
import { exportStudents } from '../api/export-students';
import { saveBlob } from '../../../lib/download/save-blob';

/** 'Exportar': downloads the list with its course, search and status, every page. */
export function useExportStudents() {
  return useMutation({
    mutationFn: async (query: StudentExportQuery) => {
      const { blob, fileName } = await exportStudents(query);
      saveBlob(blob, fileName);
    },
    onError: (error) =>
      toast.error(messages.students.screen.exportError, {
        description: error instanceof ApiError ? error.message : messages.common.unexpectedError,
      }),
  });
}
