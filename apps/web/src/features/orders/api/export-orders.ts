import { type OrderExportQuery, orderMessages } from '@aula/shared';
import { api } from '@/lib/api/client';
import { fetchFile, type DownloadedFile } from '@/lib/download/fetch-file';
import { useFileDownload } from '@/lib/download/use-file-download';

const t = orderMessages.admin;

/** The filtered list as a CSV file. */
export function exportOrders(query: OrderExportQuery): Promise<DownloadedFile> {
  return fetchFile(
    api.GET('/api/orders/export.csv', { params: { query }, parseAs: 'blob' }),
    t.exportFileName(new Date().toISOString().slice(0, 10)),
  );
}

/** 'Exportar': downloads every order the list's filters select, for the academy's accounts. */
export function useExportOrders() {
  return useFileDownload(exportOrders, t.exportError);
}
