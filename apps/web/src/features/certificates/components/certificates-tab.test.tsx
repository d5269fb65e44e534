import { certificateVerifyPath, messages, type Certificate } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, HttpResponse, refusal } from '@/test/api-server';
import { certificate, certificateCode, pdf } from '@/test/fixtures/certificate-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { CertificatesTab } from './certificates-tab';

const fakeToast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.certificates;
const CODE = certificateCode(1);

let items: Certificate[];
let listFails: boolean;
let answerPdf: (request: Request) => Response | Promise<Response>;
const pdfRequests: Request[] = [];

beforeEach(() => {
  items = [];
  listFails = false;
  answerPdf = () => pdf();
  pdfRequests.length = 0;
  apiServer.use(
    http.get('/api/certificates', () =>
      listFails ? refusal(500, 'internal', 'boom') : answer(200, { certificates: items }),
    ),
    http.get(`/api/certificates/${CODE}/pdf`, ({ request }) => {
      pdfRequests.push(request);
      return answerPdf(request);
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/pdf-1');
});

const renderTab = () =>
  renderWithProviders(<CertificatesTab />, { path: '/dashboard/profile?tab=certificados', user: 'STUDENT' });

const itemOf = async (title: string) => within(await screen.findByRole('article', { name: title }));

/** A new tab as window.open returns it, recording where it is sent. */
function fakeTab() {
  return { location: { href: '' }, opener: window as unknown, close: vi.fn() };
}

/** An answer the test releases when it wants, to see the pending state. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe('CertificatesTab', () => {
  it('shows a skeleton while the list loads', async () => {
    items = [certificate(1)];
    renderTab();
    expect(screen.getByRole('status').textContent).toContain(t.loading);
    await itemOf('Seguridad del paciente 1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists each certificate with its course, date, hours, code and public verification link', async () => {
    items = [certificate(1), certificate(2, { hours: 1, completedAt: '2026-04-02T12:00:00.000Z' })];
    renderTab();
    const first = await itemOf('Seguridad del paciente 1');
    expect(first.getByRole('heading', { name: 'Seguridad del paciente 1' })).toBeTruthy();
    expect(first.getByText('Finalizado el 15/03/2026 · 12 horas')).toBeTruthy();
    expect(first.getByText(CODE)).toBeTruthy();
    const link = first.getByRole('link', { name: /Página de verificación pública/ });
    expect(link.getAttribute('href')).toBe(certificateVerifyPath(CODE));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(first.getByRole('button', { name: 'Ver' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Descargar' })).toBeTruthy();

    const second = await itemOf('Seguridad del paciente 2');
    expect(second.getByText('Finalizado el 02/04/2026 · 1 hora')).toBeTruthy();
    expect(screen.getByRole('list', { name: t.listLabel }).children).toHaveLength(2);
  });

  it("says there are none yet, with 'Explorar Cursos' to the catalogue", async () => {
    renderTab();
    expect(await screen.findByText('No hay certificados disponibles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar Cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers Reintentar when the list could not be loaded', async () => {
    listFails = true;
    items = [certificate(1)];
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    listFails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await itemOf('Seguridad del paciente 1')).toBeTruthy();
  });

  describe('Ver', () => {
    it('opens a tab during the click, then shows the PDF fetched with the session in it', async () => {
      items = [certificate(1)];
      const tab = fakeTab();
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const held = deferred();
      answerPdf = () => held.promise;
      renderTab();
      const view = (await itemOf('Seguridad del paciente 1')).getByRole('button', { name: 'Ver' });

      fireEvent.click(view);
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      await waitFor(() => expect(view.getAttribute('aria-busy')).toBe('true'));
      expect(view.getAttribute('aria-disabled')).toBe('true');
      // A second click while it loads opens nothing more.
      fireEvent.click(view);
      expect(open).toHaveBeenCalledTimes(1);

      held.resolve(pdf({ 'Content-Disposition': `inline; filename="certificado-${CODE}.pdf"` }));
      await waitFor(() => expect(tab.location.href).toBe('blob:http://aula.test/pdf-1'));
      await waitFor(() => expect(view.getAttribute('aria-busy')).toBe('false'));
      expect(pdfRequests).toHaveLength(1);
      expect(new URL(pdfRequests[0]!.url).search).toBe('');
      expect(pdfRequests[0]!.headers.get('Authorization')).toBe('Bearer test-token');
      const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0]!;
      expect((blob as Blob).type).toBe('application/pdf');
      expect(tab.close).not.toHaveBeenCalled();
      expect(fakeToast.error).not.toHaveBeenCalled();
    });

    it("closes the tab and says why when the PDF can't be had", async () => {
      items = [certificate(1)];
      const tab = fakeTab();
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      answerPdf = () => refusal(404, 'not_found', 'No se encontró lo que buscas.');
      renderTab();
      fireEvent.click((await itemOf('Seguridad del paciente 1')).getByRole('button', { name: 'Ver' }));
      await waitFor(() => expect(tab.close).toHaveBeenCalled());
      expect(tab.location.href).toBe('');
      expect(fakeToast.error).toHaveBeenCalledWith(t.viewError, {
        description: 'No se encontró lo que buscas.',
      });
    });

    it('asks to allow the tab when the browser blocks it, without fetching', async () => {
      items = [certificate(1)];
      vi.spyOn(window, 'open').mockReturnValue(null);
      renderTab();
      fireEvent.click((await itemOf('Seguridad del paciente 1')).getByRole('button', { name: 'Ver' }));
      expect(fakeToast.error).toHaveBeenCalledWith(t.popupBlocked);
      expect(pdfRequests).toHaveLength(0);
    });
  });

  describe('Descargar', () => {
    let saved: { href: string; download: string }[];
    beforeEach(() => {
      saved = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    it("saves the PDF under the server's file name", async () => {
      items = [certificate(1)];
      const held = deferred();
      answerPdf = () => held.promise;
      renderTab();
      const download = (await itemOf('Seguridad del paciente 1')).getByRole('button', { name: 'Descargar' });

      fireEvent.click(download);
      await waitFor(() => expect(download.getAttribute('aria-busy')).toBe('true'));
      held.resolve(pdf({ 'Content-Disposition': `attachment; filename="certificado-${CODE}.pdf"` }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({ href: 'blob:http://aula.test/pdf-1', download: `certificado-${CODE}.pdf` });
      expect(new URL(pdfRequests[0]!.url).searchParams.get('download')).toBe('1');
      expect(pdfRequests[0]!.headers.get('Authorization')).toBe('Bearer test-token');
      await waitFor(() => expect(download.getAttribute('aria-busy')).toBe('false'));
      // The link served its purpose and is gone.
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('names the file after the code when the server suggests no name', async () => {
      items = [certificate(1)];
      renderTab();
      fireEvent.click((await itemOf('Seguridad del paciente 1')).getByRole('button', { name: 'Descargar' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.download).toBe(`certificado-${CODE}.pdf`);
    });

    it('says so when the download fails', async () => {
      items = [certificate(1)];
      answerPdf = () => HttpResponse.error();
      renderTab();
      const download = (await itemOf('Seguridad del paciente 1')).getByRole('button', { name: 'Descargar' });
      fireEvent.click(download);
      await waitFor(() =>
        expect(fakeToast.error).toHaveBeenCalledWith(t.downloadError, {
          description: messages.common.networkError,
        }),
      );
      expect(saved).toHaveLength(0);
      await waitFor(() => expect(download.getAttribute('aria-busy')).toBe('false'));
    });
  });
});
