import { generate } from 'otplib';

/**
 * Admins must sign in with a second factor (docs/decisions/0022), and the demo admin is seeded
 * without one. Tools that drive a running server as her (the end-to-end tests, the benchmarks)
 * do once what she would do: sign in, set up the factor with a key her app would hold, then sign
 * in with a code and 'No volver a pedirlo en este navegador'. The cookie they get back lets every
 * later sign-in of theirs take the password alone, as her own computer would; each code is
 * accepted once, so they must not spend one per sign-in.
 */
export interface RememberedSecondFactor {
  secret: string;
  /** The trusted-browser cookie, for a Cookie header or a browser context. */
  cookie: { name: string; value: string };
}

const codeAt = (secret: string, epochSeconds: number) => generate({ secret, epoch: epochSeconds });

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Sets up the account's second factor on the server at `base` and remembers a browser for it.
 * The codes are those of the server's time (`serverNow`, in milliseconds), which a browser test
 * run may have moved ahead of the system's.
 */
export async function enrolAndRememberBrowser(
  base: string,
  credentials: { email: string; password: string },
  serverNow: () => number = Date.now,
): Promise<RememberedSecondFactor> {
  const first = await post(base, '/api/auth/sign-in', credentials);
  if (first.body.mfa_required) throw new Error(`${credentials.email} already has a second factor`);
  const token = String(first.body.access_token);
  const setup = await post(base, '/api/account/mfa/setup', {}, token);
  const secret = String(setup.body.secret);
  const step = Math.floor(serverNow() / 30_000);
  await post(base, '/api/account/mfa/enable', { code: await codeAt(secret, step * 30 + 1) }, token);
  const challenge = await post(base, '/api/auth/sign-in', credentials);
  // The step after the one just spent: the server takes the next step's code as well.
  const answered = await post(base, '/api/auth/sign-in/mfa', {
    challenge: challenge.body.challenge,
    code: await codeAt(secret, (step + 1) * 30 + 1),
    remember: true,
  });
  const set = answered.response.headers.getSetCookie().find((cookie) => cookie.startsWith('aula_mfa_trust_'));
  if (!set) throw new Error('the second step did not remember the browser');
  const [name, value] = set.split(';')[0]!.split('=') as [string, string];
  return { secret, cookie: { name, value } };
}
