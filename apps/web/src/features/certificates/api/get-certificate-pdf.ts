import { messages } from '@aula/shared';
import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { fileNameFromDisposition } from '../../../lib/download/content-disposition';

export interface CertificatePdf {
  blob: Blob;
  fileName: string;
}

/**
 * A certificate's PDF as a Blob. It goes through the typed client rather than a plain link
 * because the endpoint wants the bearer token, which a link cannot carry.
 */
export async function getCertificatePdf(
  code: string,
  { download }: { download: boolean },
): Promise<CertificatePdf> {
  const { data, error, response } = await api.GET('/api/certificates/{code}/pdf', {
    params: { path: { code }, query: download ? { download: '1' } : {} },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.fromResponse(response.status, error);
  return {
    blob: data,
    fileName:
      fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
      messages.certificates.fileName(code),
  };
}
