import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '../api/api-error';
import type { DownloadedFile } from './fetch-file';
import { saveBlob } from './save-blob';

/**
 * A download button's mutation: fetches the file and saves it. A failure is told in a toast
 * with `errorTitle` and, under it, the server's reason when there is one (session expired, no
 * connection).
 */
export function useFileDownload<TVariables = void>(
  fetchFile: (variables: TVariables) => Promise<DownloadedFile>,
  errorTitle: string,
) {
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const { blob, fileName } = await fetchFile(variables);
      saveBlob(blob, fileName);
    },
    onError: (error) =>
      toast.error(errorTitle, {
        description: userMessageOf(error),
      }),
  });
}
