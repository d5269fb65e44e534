import { messages } from '@aula/shared';
import { ChevronLeft, ChevronRight, Download, ZoomIn, ZoomOut } from 'lucide-react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { buttonLinkClassName } from '@/components/ui/button-link';
import type { LessonEvidenceReport } from '../lib/lesson-evidence';
import { loadPdfJs } from '../lib/load-pdfjs';

const t = messages.player.pdf;

/**
 * How much larger than the viewer's width a page may be drawn: on a 375 px phone a page fitted
 * to the width has 6-point text, which a reader zooms to read and then pans across.
 */
export const PDF_ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** The width the page is drawn at: the viewer's, followed as the window or the layout changes. */
function useWidth(element: HTMLElement | null) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * A PDF lesson read in the page, one page at a time, with a download link. The viewer keeps the
 * signed link it opened with: the course reloading (and signing new links) does not reload it.
 * Reports the document opened and each page shown, with the page count: reaching the last page
 * is the evidence that completes the lesson.
 */
export function PdfViewer({
  src: initialSrc,
  title,
  onEvidence,
}: {
  src: string;
  title: string;
  onEvidence?: (report: LessonEvidenceReport) => void;
}) {
  const [src] = useState(initialSrc);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoomStep, setZoomStep] = useState(0);
  const zoom = PDF_ZOOM_STEPS[zoomStep]!;
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useWidth(frame);
  const report = useEffectEvent((evidence: LessonEvidenceReport) => onEvidence?.(evidence));
  const opened = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // No eval: the CSP forbids it, and PDF.js has a path without it.
        const task = pdfjs.getDocument({ url: src, isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((loaded) => {
        if (!cancelled && loaded) setPdf(loaded);
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        toast.error(t.loadFailed, { position: 'top-center' });
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [src]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!pdf || !canvas || !context || width === 0) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const drawnWidth = Math.floor(width * zoom);
        const scale = drawnWidth / pdfPage.getViewport({ scale: 1 }).width;
        const viewport = pdfPage.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${drawnWidth}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        task = pdfPage.render({ canvasContext: context, viewport });
        return task.promise;
      })
      .catch((error: unknown) => {
        // Turning the page again before it is drawn cancels the drawing: not an error.
        if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
        setFailed(true);
        toast.error(t.loadFailed, { position: 'top-center' });
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width, zoom]);

  const total = pdf?.numPages ?? 0;

  useEffect(() => {
    if (total === 0) return;
    const shown = { page: { number: page, count: total } };
    if (opened.current) {
      report(shown);
      return;
    }
    opened.current = true;
    report({ opened: true, ...shown });
  }, [page, total]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t.pages} className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={messages.common.previousPage}
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <p aria-live="polite" className="min-w-28 text-center text-sm tabular-nums">
            {total > 0 ? t.page(page, total) : failed ? '' : t.loading}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label={messages.common.nextPage}
            disabled={page >= total}
            onClick={() => setPage((current) => current + 1)}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
        <div role="group" aria-label={t.zoomLabel} className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t.zoomOut}
            disabled={zoomStep === 0}
            onClick={() => setZoomStep((step) => step - 1)}
          >
            <ZoomOut aria-hidden className="size-4" />
          </Button>
          <p aria-live="polite" className="min-w-12 text-center text-sm tabular-nums">
            {t.zoom(zoom * 100)}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label={t.zoomIn}
            disabled={zoomStep === PDF_ZOOM_STEPS.length - 1}
            onClick={() => setZoomStep((step) => step + 1)}
          >
            <ZoomIn aria-hidden className="size-4" />
          </Button>
        </div>
        <a href={src} download className={buttonLinkClassName({ variant: 'outline' })}>
          <Download aria-hidden className="size-4" />
          {t.download}
        </a>
      </div>
      <div
        ref={setFrame}
        // Zoomed in, the page is wider than the frame: the frame scrolls, the page beside it does not.
        className="min-h-64 w-full overflow-x-auto overscroll-x-contain rounded-xl border border-border bg-slate-100"
      >
        {failed ? (
          <p className="p-6 text-center text-muted-foreground">{t.loadFailed}</p>
        ) : (
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`${t.document(title)}. ${total > 0 ? t.page(page, total) : t.loading}`}
            className="mx-auto block bg-white"
          />
        )}
      </div>
    </div>
  );
}
