import { messages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '@/lib/api/client';
import { certificateCode, json, verification } from '@/test/fixtures/certificate-fixtures';
import { CertificateVerification } from './certificate-verification';

// The real typed client with nobody signed in, answering from a fake server at the fetch level.
const server = vi.hoisted(() => ({ handle: vi.fn<(request: Request) => Promise<Response>>() }));
vi.mock('@/lib/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof ClientModule>();
  return {
    ...actual,
    api: actual.createApiClient({
      auth: { accessToken: () => null, renewAfterUnauthorized: async () => false },
      fetch: (request) => server.handle(request),
      baseUrl: 'http://aula.test',
    }),
  };
});

const t = messages.certificates.verify;
const CODE = certificateCode(1);

let answer: () => Promise<Response>;
const requests: Request[] = [];

beforeEach(() => {
  answer = async () => json(200, verification());
  requests.length = 0;
  server.handle.mockImplementation(async (request) => {
    requests.push(request);
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderVerification(code = CODE) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CertificateVerification code={code} />
    </QueryClientProvider>,
  );
}

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

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/verify/${CODE}`);
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('leaves out the document row when the student had no document number', async () => {
    answer = async () => json(200, verification({ documentNumber: null }));
    renderVerification();
    await screen.findByRole('region', { name: t.valid });
    expect(screen.queryByText(t.document)).toBeNull();
    expect(detail(t.student)).toBe('Lucía Fernández Quispe');
  });

  it('says no certificate has an unknown code, showing the code as it was asked', async () => {
    answer = async () => json(404, { message: messages.certificates.notFound, code: 'not_found' });
    renderVerification('aula-0000-0000-0000');
    const result = await screen.findByRole('region', { name: t.invalid });
    expect(within(result).getByText(messages.certificates.notFound)).toBeTruthy();
    expect(within(result).getByText('aula-0000-0000-0000')).toBeTruthy();
    expect(screen.queryByText(t.valid)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when it refuses too many checks, and tries again on request", async () => {
    answer = async () => json(429, { message: messages.common.rateLimited, code: 'rate_limited' });
    renderVerification();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    expect(alert.textContent).toContain(messages.common.rateLimited);
    answer = async () => json(200, verification());
    fireEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('region', { name: t.valid })).toBeTruthy();
  });

  it('says the connection failed when no answer arrives', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderVerification();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.common.networkError);
    expect(within(alert).getByRole('button', { name: t.retry })).toBeTruthy();
  });
});
