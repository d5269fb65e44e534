import { messages } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, HttpResponse, refusal } from '@/test/api-server';
import { certificateCode, verification } from '@/test/fixtures/certificate-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { CertificateVerification } from './certificate-verification';

const t = messages.certificates.verify;
const CODE = certificateCode(1);

/** What the check answers next; each request is kept to see what reached the server. */
let answerCheck: () => Response;
const requests: Request[] = [];

beforeEach(() => {
  answerCheck = () => answer(200, verification());
  requests.length = 0;
  apiServer.use(
    http.get('/api/verify/:code', ({ request }) => {
      requests.push(request);
      return answerCheck();
    }),
  );
});

// The page is public: nobody is signed in.
const renderVerification = (code = CODE) => renderWithProviders(<CertificateVerification code={code} />);

/** The value shown next to a label of the details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CertificateVerification', () => {
  it('asks the server without a session, and confirms a genuine certificate with what it says', async () => {
    renderVerification();
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    const result = await screen.findByRole('region', { name: t.valid });
    expect(within(result).getByText(t.validDetail)).toBeTruthy();
    expect(detail(t.student)).toBe('Lucía Fernández Quispe');
    expect(detail(t.document)).toBe('*****678');
    expect(detail(t.course)).toBe('Seguridad del paciente');
    expect(detail(t.hours)).toBe('1.5 horas');
    expect(detail(t.completedAt)).toBe('15/03/2026');
    expect(detail(t.instructor)).toBe('Ana María Ruiz Soto');
    expect(detail(t.issuedAt)).toBe('16/03/2026');
    expect(detail(t.code)).toBe(CODE);
    expect(result.querySelectorAll('dt')).toHaveLength(8);
    expect(screen.queryByText(t.validUntil)).toBeNull();

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/verify/${CODE}`);
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it("shows 'Válido hasta' for a completion a mandatory requirement gave a validity", async () => {
    answerCheck = () => answer(200, verification({ validUntil: '2028-02-09' }));
    renderVerification();
    await screen.findByRole('region', { name: t.valid });
    expect(detail(t.validUntil)).toBe('09/02/2028');
    expect(screen.getAllByRole('term')).toHaveLength(9);
  });

  it('leaves out the document row when the student had no document number', async () => {
    answerCheck = () => answer(200, verification({ documentNumber: null }));
    renderVerification();
    await screen.findByRole('region', { name: t.valid });
    expect(screen.queryByText(t.document)).toBeNull();
    expect(detail(t.student)).toBe('Lucía Fernández Quispe');
  });

  it('says no certificate has an unknown code, showing the code as it was asked', async () => {
    answerCheck = () => refusal(404, 'not_found', messages.certificates.notFound);
    renderVerification('aula-0000-0000-0000');
    const result = await screen.findByRole('region', { name: t.invalid });
    expect(within(result).getByText(messages.certificates.notFound)).toBeTruthy();
    expect(within(result).getByText('aula-0000-0000-0000')).toBeTruthy();
    expect(screen.queryByText(t.valid)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when it refuses too many checks, and tries again on request", async () => {
    answerCheck = () => refusal(429, 'rate_limited', messages.common.rateLimited);
    renderVerification();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    expect(alert.textContent).toContain(messages.common.rateLimited);
    answerCheck = () => answer(200, verification());
    fireEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('region', { name: t.valid })).toBeTruthy();
  });

  it('says the connection failed when no answer arrives', async () => {
    answerCheck = () => HttpResponse.error();
    renderVerification();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.common.networkError);
    expect(within(alert).getByRole('button', { name: t.retry })).toBeTruthy();
  });
});
