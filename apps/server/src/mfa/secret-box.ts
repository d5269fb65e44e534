import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator keys are stored encrypted (AES-256-GCM), so a copy of the database alone (a
 * backup, a read-only leak) does not let anyone produce codes. The key is derived from the app's
 * JWT secret, which lives outside the database (the environment, or DATA_DIR's secrets file).
 */
const VERSION = 'v1';

const keyFrom = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'aula', 'mfa secret encryption', 32));

export function sealSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('unreadable MFA secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
