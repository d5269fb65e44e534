import { messages, type UserExportQuery } from '@aula/shared';
import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { fileNameFromDisposition } from '../../../lib/download/content-disposition';

export interface UserExport {
  blob: Blob;
  fileName: string;
}

/**
 * The filtered list as a CSV file. It goes through the typed client rather than a plain link
 * because the endpoint wants the bearer token, which a link cannot carry.
 */
export async function exportUsers(query: UserExportQuery): Promise<UserExport> {
  const { data, error, response } = await api.GET('/api/users/export.csv', {
    params: { query },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.fromResponse(response.status, error);
  return {
    blob: data,
    fileName:
      fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
      messages.users.exportFileName(new Date().toISOString().slice(0, 10)),
  };
}
