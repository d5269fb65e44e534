import { messages, type CertificateVerification } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { presentVerification } from './certificate-presenter';
import { findCertificateByCode } from './find-certificate';

/**
 * The public check of a certificate's code (docs/product/learning.md#public-verification): no session needed.
 */
export async function verifyCertificate(db: Kysely<DB>, typedCode: string): Promise<CertificateVerification> {
  const row = await findCertificateByCode(db, typedCode);
  if (!row) throw AppError.notFound(messages.certificates.notFound);
  return presentVerification(row);
}
