import { type UserExportQuery, userMessages } from '@aula/shared';
import { api } from '@/lib/api/client';
import { fetchFile, type DownloadedFile } from '@/lib/download/fetch-file';
import { useFileDownload } from '@/lib/download/use-file-download';

/** The filtered list as a CSV file. */
export function exportUsers(query: UserExportQuery): Promise<DownloadedFile> {
  return fetchFile(
    api.GET('/api/users/export.csv', { params: { query }, parseAs: 'blob' }),
    userMessages.exportFileName(new Date().toISOString().slice(0, 10)),
  );
}

/** 'Exportar' (docs/product/people.md#users-export): downloads the list with its search, filters and order, every page. */
export function useExportUsers() {
  return useFileDownload(exportUsers, userMessages.screen.exportError);
}
