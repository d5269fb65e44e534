import { CERTIFICATE_CODE_LENGTH, formatCertificateCode } from '@aula/shared';
import { randomCrockford } from '../crypto/random-code';

/** A new verification code. */
export function newCertificateCode(): string {
  return formatCertificateCode(randomCrockford(CERTIFICATE_CODE_LENGTH));
}
