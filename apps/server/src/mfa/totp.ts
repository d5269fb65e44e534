import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

/**
 * Codes of the step before and after the current one are accepted too: a phone's clock a little
 * off, or a code typed as it changed, still works.
 */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new key for an authenticator app: 20 random bytes, in Base32 as the apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// link a QR code carries: the app shows the academy and the account's email. */
export const totpUri = (issuer: string, email: string, secret: string): string =>
  generateURI({ issuer, label: email, secret });

/**
 * The time step `code` belongs to, if it is right for `secret` at `now` and of a step later than
 * `afterStep` (RFC 6238 §5.2: a code accepted once is never accepted again); otherwise null.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Whether `code` would be right at `now` ignoring replays: tells a reused code from a wrong one. */
export async function isTotpForNow(secret: string, code: string, now: Date): Promise<boolean> {
  return (await matchTotp(secret, code, now, null)) !== null;
}
