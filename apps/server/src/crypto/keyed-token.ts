import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link's proof, derived from a row's id with the server's secret: the row stores nothing secret
 * (a stolen database copy opens no link), and the job that sends the email can build the link
 * again from the id alone. `purpose` keeps a proof for one kind of link from opening another.
 */
export function keyedToken(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

/** Whether `token` is the proof of `id` for `purpose`, compared in constant time. */
export function isKeyedToken(secret: string, purpose: string, id: string, token: string): boolean {
  const expected = Buffer.from(keyedToken(secret, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The token an emailed link carries: its row's id, a dot, and the id's proof for `purpose`. */
export const linkToken = (secret: string, purpose: string, id: string) =>
  `${id}.${keyedToken(secret, purpose, id)}`;

/** The row a link's token names, if its proof for `purpose` is right; null for any other token. */
export function linkIdOf(secret: string, purpose: string, token: string): string | null {
  const [id, proof] = token.split('.');
  if (!id || !proof) return null;
  return isKeyedToken(secret, purpose, id, proof) ? id : null;
}
