import { generate } from 'otplib';
import type { Requester } from './test-app';

/**
 * An authenticator app in a test's pocket: the key of every account a test enrolled (through
 * the API, as a person would), the recovery codes it was given, and the last 30-second step it
 * spent. The server accepts each code once and the step on either side of the current one, so a
 * test that signs the same account in several times within a step gets the next step's code, and
 * past that one of the account's recovery codes.
 */
interface Authenticator {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const authenticators = new Map<string, Authenticator>();

const stepOf = (now: Date) => Math.floor(now.getTime() / 30_000);

/** The app's clock when the fixture has one (a test may have moved it), else the real time. */
export const appNow = (app: Requester): Date =>
  (app as { deps?: { clock?: { now(): Date } } }).deps?.clock?.now() ?? new Date();

export const totpAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A code for `email`'s second factor that the server has not seen yet. */
export async function nextSecondFactorCode(app: Requester, email: string): Promise<string> {
  const authenticator = authenticators.get(email);
  if (!authenticator) throw new Error(`${email} has no second factor enrolled by the tests`);
  const current = stepOf(appNow(app));
  const step = Math.max(current - 1, authenticator.lastStep + 1);
  if (step > current + 1) {
    const code = authenticator.recoveryCodes.shift();
    if (!code) throw new Error(`${email} has used every code the tests hold`);
    return code;
  }
  authenticator.lastStep = step;
  return totpAt(authenticator.secret, new Date(step * 30_000 + 1_000));
}

/** Whether the tests hold a second factor for `email`. */
export const hasSecondFactor = (email: string) => authenticators.has(email);

/** The key and recovery codes the tests hold for `email`, for tests of the factor itself. */
export const authenticatorOf = (email: string) => authenticators.get(email);

async function post(app: Requester, path: string, token: string, body?: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Sets up the second factor of the signed-in account through the API, as its owner would in
 * 'Verificación en dos pasos': a new key, confirmed with its first code. The session goes on.
 */
export async function enrolSecondFactor(
  app: Requester,
  email: string,
  token: string,
): Promise<Authenticator> {
  const setup = await post(app, '/api/account/mfa/setup', token);
  const secret = String(setup.secret);
  const now = appNow(app);
  const enabled = await post(app, '/api/account/mfa/enable', token, { code: await totpAt(secret, now) });
  const authenticator = { secret, recoveryCodes: enabled.recoveryCodes as string[], lastStep: stepOf(now) };
  authenticators.set(email, authenticator);
  return authenticator;
}
