import { type StaffImport, staffImportMessages as m } from '@aula/shared';
import { api } from '@/lib/api/client';
import { fetchFile, type DownloadedFile } from '@/lib/download/fetch-file';
import { useFileDownload } from '@/lib/download/use-file-download';

/** The failing rows in the uploaded file's format, with the reason in a last column. */
export function downloadErrorFile(
  staffImport: Pick<StaffImport, 'id' | 'fileName' | 'format'>,
): Promise<DownloadedFile> {
  const base = staffImport.fileName.replace(/\.(csv|xlsx|txt)$/i, '');
  return fetchFile(
    api.GET('/api/staff-imports/{id}/errors', {
      params: { path: { id: staffImport.id } },
      parseAs: 'blob',
    }),
    `${m.errorFileName(base)}.${staffImport.format}`,
  );
}

/** 'Descargar las filas con errores' (docs/product/staff-import.md#the-error-file). */
export function useDownloadErrorFile() {
  return useFileDownload(downloadErrorFile, m.errorFileError);
}
