import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the app must read back are stored encrypted (AES-256-GCM): authenticator keys, the
 * identity provider's client secret, a sign-in's pending single sign-on. A copy of the database
 * alone (a backup, a read-only leak) then holds none of them. The key is derived from the app's
 * JWT secret, which lives outside the database (the environment, or DATA_DIR's secrets file), and
 * from the purpose, so what is sealed for one use cannot be opened as another.
 */
const VERSION = 'v1';

/** Each use's own key; the names are fixed: a change makes what was sealed unreadable. */
export const SEAL_PURPOSES = {
  mfaSecret: 'mfa secret encryption',
  ssoClientSecret: 'sso client secret encryption',
  ssoPendingSignIn: 'sso pending sign-in',
} as const;
export type SealPurpose = (typeof SEAL_PURPOSES)[keyof typeof SEAL_PURPOSES];

const keyFrom = (appSecret: string, purpose: SealPurpose) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'aula', purpose, 32));

export function sealSecret(appSecret: string, purpose: SealPurpose, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text, or an error when it was altered or sealed with another key or purpose. */
export function openSecret(appSecret: string, purpose: SealPurpose, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
