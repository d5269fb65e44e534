import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Media are reached only through links signed for one object and a limited time
 * (docs/decisions/0003): /api/files/{key}?expires={unix seconds}&signature={hmac}. A link to course
 * content is also signed for the person it was issued to (`&viewer={profile id}`), and the file
 * route checks that person's right to the file again on every request (files/media-access.ts):
 * a refund, an unpublish or a deletion ends the link at once, not when it expires.
 */
function signature(secret: string, key: string, expires: number, viewer?: string): string {
  const text = viewer ? `${key}\n${expires}\n${viewer}` : `${key}\n${expires}`;
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function signFileUrl(
  secret: string,
  key: string,
  ttlSeconds: number,
  /** the app's clock, in milliseconds */
  now: number,
  viewer?: string,
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const path = key.split('/').map(encodeURIComponent).join('/');
  const bound = viewer ? `&viewer=${viewer}` : '';
  return `/api/files/${path}?expires=${expires}${bound}&signature=${signature(secret, key, expires, viewer)}`;
}

export type SignedUrlCheck = 'valid' | 'expired' | 'invalid';

export function checkFileSignature(
  secret: string,
  key: string,
  expires: string | undefined,
  given: string | undefined,
  /** the app's clock, in milliseconds */
  now: number,
  viewer?: string,
): SignedUrlCheck {
  const expiresAt = Number(expires);
  if (!given || !Number.isInteger(expiresAt)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, expiresAt, viewer));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expiresAt * 1000 < now ? 'expired' : 'valid';
}
