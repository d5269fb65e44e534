import createClient from 'openapi-fetch';
import { ApiError } from './api-error';
import type { paths } from './schema';

/** What the client needs from the session; the session module plugs itself in (see connectApiAuth). */
export interface ApiAuth {
  /** the access token to send, null when signed out */
  accessToken(): string | null;
  /** called after a 401 on a request that carried a token: true once a fresh token is ready */
  renewAfterUnauthorized(): Promise<boolean>;
}

// These answer 401 for their own reasons (wrong password, spent refresh cookie, a second
// step's challenge that expired): renewing the session and retrying would not change the answer.
const PATHS_WITHOUT_RENEWAL = [
  '/api/auth/sign-in',
  '/api/auth/sign-in/mfa',
  '/api/auth/sign-up',
  '/api/auth/refresh',
  '/api/auth/sign-out',
];

export interface ApiClientOptions {
  auth: ApiAuth;
  fetch?: (request: Request) => Promise<Response>;
  baseUrl?: string;
}

/** The typed client for the API's OpenAPI document, with bearer auth and one renewal on 401. */
export function createApiClient({
  auth,
  fetch = (request) => globalThis.fetch(request),
  baseUrl = '',
}: ApiClientOptions) {
  async function send(request: Request, token: string | null): Promise<Response> {
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetch(request);
    } catch {
      throw ApiError.network();
    }
  }

  async function fetchWithRenewal(request: Request): Promise<Response> {
    const token = auth.accessToken();
    const renewable = token !== null && !PATHS_WITHOUT_RENEWAL.includes(new URL(request.url).pathname);
    // A request body can be read once: keep a copy for the retry.
    const retry = renewable ? request.clone() : null;
    const response = await send(request, token);
    if (response.status !== 401 || !retry) return response;
    // Another request may have renewed the session meanwhile: then its token is enough.
    const renewed = auth.accessToken() !== token || (await auth.renewAfterUnauthorized());
    if (!renewed) return response;
    return send(retry, auth.accessToken());
  }

  return createClient<paths>({ baseUrl, fetch: fetchWithRenewal, credentials: 'same-origin' });
}

export type ApiClient = ReturnType<typeof createApiClient>;

export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the answer's data, or throws the ApiError built from the server's error body. */
export async function unwrap<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw ApiError.fromResponse(response.status, error);
  return data as T;
}

let connectedAuth: ApiAuth = { accessToken: () => null, renewAfterUnauthorized: async () => false };

/** The session module connects itself at start-up; until then requests go out signed-out. */
export function connectApiAuth(auth: ApiAuth) {
  connectedAuth = auth;
}

/**
 * The connected session, read at each call: for requests that do not go through the typed
 * client (resumable uploads), so that each one carries the current token and renews it the same way.
 */
export const apiAuth: ApiAuth = {
  accessToken: () => connectedAuth.accessToken(),
  renewAfterUnauthorized: () => connectedAuth.renewAfterUnauthorized(),
};

/** The web app's one API client (docs/architecture.md#5-one-api-client). */
export const api = createApiClient({ auth: apiAuth });
