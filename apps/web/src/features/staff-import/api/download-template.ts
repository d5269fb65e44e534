import { type StaffImportFormat, staffImportMessages as m } from '@aula/shared';
import { api } from '@/lib/api/client';
import { fetchFile, type DownloadedFile } from '@/lib/download/fetch-file';
import { useFileDownload } from '@/lib/download/use-file-download';

/** The template in CSV or Excel: the columns Aula reads and an example row. */
export function downloadTemplate(format: StaffImportFormat): Promise<DownloadedFile> {
  return fetchFile(
    api.GET('/api/staff-imports/template', { params: { query: { format } }, parseAs: 'blob' }),
    `${m.templateFileName}.${format}`,
  );
}

/** 'Plantilla CSV' and 'Plantilla Excel' (docs/product/staff-import.md#the-file). */
export function useDownloadTemplate() {
  return useFileDownload(downloadTemplate, m.upload.templateError);
}
