import type { ApiErrorCode } from '@aula/shared';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API every web test talks to: Mock Service Worker answering at the network edge, so the
 * screens run the real typed client, its error handling and its renewal. The setup file starts
 * it before the suite and forgets each test's answers after it; a request no handler answers
 * fails the test (it logs an error, and a logged error fails any test).
 *
 * A test says what the server answers with
 *
 *   apiServer.use(http.get('/api/cart', () => answer(200, cart([...]))));
 *
 * and reads what the screen sent with `recordRequests()`.
 */
export const apiServer = setupServer();

export { http, HttpResponse } from 'msw';

/** A JSON answer with its status. */
export const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as never, { status, headers });

/** An answer without a body: 204 unless told (a gateway's bare 503, say). */
export const noContent = (status = 204) => new HttpResponse(null, { status });

/** The API's error body, as every refusal carries it, with the fields it names when it names some. */
export const refusal = (
  status: number,
  code: ApiErrorCode,
  message = 'Algo falló',
  fields?: Record<string, string>,
) => answer(status, fields ? { code, message, fields } : { code, message });

/** An answer that never arrives, to see a screen's loading state (the test ends before it would). */
export const never = () => new Promise<never>(() => {});

/**
 * What the screen asked for during this test, as 'GET /api/cart' (with `{ query: true }`,
 * 'GET /api/users?page=2'): read it to assert that a request was, or was not, sent.
 */
export function recordRequests({ query = false } = {}): string[] {
  const calls: string[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${query ? url.search : ''}`);
  });
  return calls;
}
