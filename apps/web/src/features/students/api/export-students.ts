import { type StudentExportQuery, studentMessages } from '@aula/shared';
import { api } from '@/lib/api/client';
import { fetchFile, type DownloadedFile } from '@/lib/download/fetch-file';
import { useFileDownload } from '@/lib/download/use-file-download';

/** The filtered list as a CSV file. */
export function exportStudents(query: StudentExportQuery): Promise<DownloadedFile> {
  return fetchFile(
    api.GET('/api/students/export.csv', { params: { query }, parseAs: 'blob' }),
    studentMessages.exportFileName(new Date().toISOString().slice(0, 10)),
  );
}

/** 'Exportar': downloads the list with its course, search and status, every page. */
export function useExportStudents() {
  return useFileDownload(exportStudents, studentMessages.screen.exportError);
}
