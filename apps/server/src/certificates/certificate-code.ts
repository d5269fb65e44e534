import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH, formatCertificateCode } from '@aula/shared';
import { randomBytes } from 'node:crypto';

/**
 * A new verification code from the operating system's random source. The alphabet has 32
 * characters, so the low 5 bits of each byte pick one without bias.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  let body = '';
  for (const byte of bytes) body += CERTIFICATE_CODE_ALPHABET[byte & 31];
  return formatCertificateCode(body);
}
