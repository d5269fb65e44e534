import { CERTIFICATE_CODE_ALPHABET } from '@aula/shared';
import { randomBytes } from 'node:crypto';

/**
 * `length` characters of Crockford base32 from the operating system's random source: codes
 * people read aloud or type from paper (certificates, order codes). The alphabet has 32
 * characters, so the low 5 bits of each byte pick one without bias.
 */
export function randomCrockford(length: number): string {
  let code = '';
  for (const byte of randomBytes(length)) code += CERTIFICATE_CODE_ALPHABET[byte & 31];
  return code;
}
