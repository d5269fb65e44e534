import { messages } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createApiClient } from '../api/client';
import { fetchFile } from './fetch-file';

const CODE = 'AULA-7K3M-9QX2-HT4B';

/** The typed client with a signed-in session, answering every request with `response`. */
function clientAnswering(response: Response) {
  const fetch = vi.fn(async (_request: Request) => response);
  const client = createApiClient({
    auth: { accessToken: () => 'token-1', renewAfterUnauthorized: async () => false },
    fetch,
    baseUrl: 'http://aula.test',
  });
  const pdf = () =>
    client.GET('/api/certificates/{code}/pdf', {
      params: { path: { code: CODE }, query: {} },
      parseAs: 'blob',
    });
  return { fetch, pdf };
}

describe('fetchFile', () => {
  it("sends the session's token and saves the file under the server's name", async () => {
    const { fetch, pdf } = clientAnswering(
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="cert.pdf"',
        },
      }),
    );

    const file = await fetchFile(pdf(), 'otro.pdf');

    expect(fetch.mock.calls[0]?.[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(file.fileName).toBe('cert.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('falls back to the given name when the server suggests none', async () => {
    const { pdf } = clientAnswering(new Response('a;b\n', { headers: { 'Content-Type': 'text/csv' } }));
    expect((await fetchFile(pdf(), 'usuarios-2026-11-25.csv')).fileName).toBe('usuarios-2026-11-25.csv');
  });

  it("turns a refusal into the ApiError with the server's message", async () => {
    const { pdf } = clientAnswering(
      new Response(JSON.stringify({ code: 'forbidden', message: messages.common.forbidden }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await fetchFile(pdf(), 'cert.pdf').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: messages.common.forbidden });
  });
});
