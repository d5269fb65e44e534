import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Media are reached only through links signed for one object and a limited time
 * (DECISIONS.md §5): /api/files/{key}?expires={unix seconds}&signature={hmac}.
 */
function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function signFileUrl(secret: string, key: string, ttlSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `/api/files/${path}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export type SignedUrlCheck = 'valid' | 'expired' | 'invalid';

export function checkFileSignature(
  secret: string,
  key: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): SignedUrlCheck {
  const expiresAt = Number(expires);
  if (!given || !Number.isInteger(expiresAt)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, expiresAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expiresAt * 1000 < now ? 'expired' : 'valid';
}
