/**
 * A notification's link must stay inside Aula: a path such as '/dashboard/courses'. A
 * protocol-relative '//host' or a backslash trick would let a crafted notice send the user
 * to another site, so only a single leading slash followed by a path character is accepted.
 */
export function isInternalPath(url: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(url);
}
