import { messages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { findCertificateByCode } from './find-certificate';

/**
 * The public check of a certificate's code (docs/product/learning.md#public-verification): no
 * session needed. The certificate as stored; the route presents what the public may see of it.
 */
export async function verifyCertificate(db: Kysely<DB>, typedCode: string) {
  const row = await findCertificateByCode(db, typedCode);
  if (!row) throw AppError.notFound(messages.certificates.notFound);
  return row;
}
