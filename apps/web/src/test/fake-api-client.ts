import { vi } from 'vitest';
import type * as ClientModule from '../lib/api/client';

/**
 * The web's API client for component tests: the real typed client, with its error handling and
 * renewal, answering from `fakeApiServer` at the fetch level instead of the network. A test file
 * swaps it in with
 *
 *   vi.mock('<path to>/lib/api/client', async () => (await import('<path to>/test/fake-api-client')).clientModule);
 *
 * and says what the server answers with `fakeApiServer.handle.mockImplementation(...)`.
 */
export const fakeApiServer = { handle: vi.fn<(request: Request) => Promise<Response>>() };

const actual = await vi.importActual<typeof ClientModule>('../lib/api/client');

/** The client module as the app sees it, with `api` talking to the fake server. */
export const clientModule: typeof ClientModule = {
  ...actual,
  api: actual.createApiClient({
    auth: { accessToken: () => 'token', renewAfterUnauthorized: async () => false },
    fetch: (request) => fakeApiServer.handle(request),
    baseUrl: 'http://aula.test',
  }),
};
