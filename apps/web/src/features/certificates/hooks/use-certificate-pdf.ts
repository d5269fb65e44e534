import { messages } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api/api-error';
import { getCertificatePdf } from '../api/get-certificate-pdf';
import { saveBlob } from '../../../lib/download/save-blob';
import { showPdfInTab } from '../lib/open-pdf';

const t = messages.certificates;

/** The server's reason when there is one (session expired, no connection), under the toast's title. */
const failure = (title: string, error: unknown) =>
  toast.error(title, {
    description: error instanceof ApiError ? error.message : messages.common.unexpectedError,
  });

/** 'Ver' and 'Descargar' for one certificate (DECISIONS.md §7), each with its own pending state. */
export function useCertificatePdf(code: string) {
  const view = useMutation({
    mutationFn: async (tab: Window) =>
      showPdfInTab(tab, (await getCertificatePdf(code, { download: false })).blob),
    onError: (error, tab) => {
      tab.close();
      failure(t.viewError, error);
    },
  });
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await getCertificatePdf(code, { download: true });
      saveBlob(blob, fileName);
    },
    onError: (error) => failure(t.downloadError, error),
  });

  return {
    /** Call it from the click itself: a tab opened after the fetch would be taken for a popup. */
    view() {
      const tab = window.open('', '_blank');
      if (!tab) {
        toast.error(t.popupBlocked);
        return;
      }
      // The PDF needs no way back to this page.
      tab.opener = null;
      view.mutate(tab);
    },
    isViewing: view.isPending,
    download: () => download.mutate(),
    isDownloading: download.isPending,
  };
}
