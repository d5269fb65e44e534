import { messages, type StudentExportQuery } from '@aula/shared';
import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { fileNameFromDisposition } from '../../../lib/download/content-disposition';

export interface StudentExport {
  blob: Blob;
  fileName: string;
}

/**
 * The filtered list as a CSV file. It goes through the typed client rather than a plain link
 * because the endpoint wants the bearer token, which a link cannot carry.
 */
export async function exportStudents(query: StudentExportQuery): Promise<StudentExport> {
  const { data, error, response } = await api.GET('/api/students/export.csv', {
    params: { query },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.fromResponse(response.status, error);
  return {
    blob: data,
    fileName:
      fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
      messages.students.exportFileName(new Date().toISOString().slice(0, 10)),
  };
}
