import { messages } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { useFileDownload } from '@/lib/download/use-file-download';
import { getCertificatePdf } from '../api/get-certificate-pdf';
import { showPdfInTab } from '../lib/open-pdf';

const t = messages.certificates;

/**
 * 'Ver' and 'Descargar' for one certificate (docs/product/learning.md#certificates-tab), each with
 * its own pending state.
 */
export function useCertificatePdf(code: string) {
  const view = useMutation({
    mutationFn: async (tab: Window) =>
      showPdfInTab(tab, (await getCertificatePdf(code, { download: false })).blob),
    onError: (error, tab) => {
      tab.close();
      // The server's reason when there is one (session expired, no connection), under the toast's title.
      toast.error(t.viewError, {
        description: userMessageOf(error),
      });
    },
  });
  const download = useFileDownload(() => getCertificatePdf(code, { download: true }), t.downloadError);

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
