import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

/**
 * PDF.js, loaded the first time a PDF lesson opens: a video or text lesson never downloads it.
 * The legacy build also runs on phones whose browsers are a few years old. Its worker is a file
 * of the app itself (no CDN), which the CSP's script-src 'self' allows.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  // A failed download (a dropped connection) may succeed on the next PDF lesson.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
