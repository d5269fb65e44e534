import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PdfViewer } from './pdf-viewer';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));
// PDF.js itself needs a real browser (a worker, a canvas): here it is a stand-in with its shape.
const getDocument = vi.hoisted(() => vi.fn());
vi.mock('../lib/load-pdfjs', () => ({ loadPdfJs: async () => ({ getDocument }) }));

const SRC = '/api/files/documents/protocolo.pdf?expires=1&signature=a';

function loadingTask(result: Promise<unknown>) {
  return { promise: result, destroy: vi.fn(async () => undefined) };
}

describe('PdfViewer', () => {
  it('reads the document page by page, with a download link', async () => {
    getDocument.mockReturnValue(
      loadingTask(Promise.resolve({ numPages: 3, getPage: vi.fn(() => new Promise(() => {})) })),
    );
    render(<PdfViewer src={SRC} title="Protocolo" />);
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    expect(getDocument).toHaveBeenCalledWith({ url: SRC, isEvalSupported: false });
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Descargar PDF' });
    expect(download.getAttribute('href')).toBe(SRC);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('zooms the page in steps, from the width of the viewer to three times it', async () => {
    getDocument.mockReturnValue(
      loadingTask(Promise.resolve({ numPages: 1, getPage: vi.fn(() => new Promise(() => {})) })),
    );
    render(<PdfViewer src={SRC} title="Protocolo" />);
    await screen.findByText('Página 1 de 1');
    const zoomOut = screen.getByRole('button', { name: 'Alejar' }) as HTMLButtonElement;
    const zoomIn = screen.getByRole('button', { name: 'Acercar' }) as HTMLButtonElement;
    expect(screen.getByText('100 %')).toBeTruthy();
    expect(zoomOut.disabled).toBe(true);
    for (const shown of ['150 %', '200 %', '300 %']) {
      fireEvent.click(zoomIn);
      expect(screen.getByText(shown)).toBeTruthy();
    }
    expect(zoomIn.disabled).toBe(true);
    fireEvent.click(zoomOut);
    expect(screen.getByText('200 %')).toBeTruthy();
  });

  it('says so when the document does not load, and still offers the download', async () => {
    getDocument.mockReturnValue(loadingTask(Promise.reject(new Error('Missing PDF'))));
    render(<PdfViewer src={SRC} title="Protocolo" />);
    expect(await screen.findByText('No se pudo cargar el PDF. Verifica la URL.')).toBeTruthy();
    expect(fakeToast.error).toHaveBeenCalledWith('No se pudo cargar el PDF. Verifica la URL.', {
      position: 'top-center',
    });
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toBeTruthy();
  });

  it('lets go of the document when the lesson closes', async () => {
    const task = loadingTask(Promise.resolve({ numPages: 1, getPage: vi.fn(() => new Promise(() => {})) }));
    getDocument.mockReturnValue(task);
    const { unmount } = render(<PdfViewer src={SRC} title="Protocolo" />);
    await screen.findByText('Página 1 de 1');
    unmount();
    expect(task.destroy).toHaveBeenCalled();
  });
});
