import { messages } from '@aula/shared';
import { api } from '@/lib/api/client';
import { fetchFile, type DownloadedFile } from '@/lib/download/fetch-file';

/** A certificate's PDF, to show (inline) or to save (as an attachment). */
export function getCertificatePdf(
  code: string,
  { download }: { download: boolean },
): Promise<DownloadedFile> {
  return fetchFile(
    api.GET('/api/certificates/{code}/pdf', {
      params: { path: { code }, query: download ? { download: '1' } : {} },
      parseAs: 'blob',
    }),
    messages.certificates.fileName(code),
  );
}
