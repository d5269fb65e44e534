import { normalizeCertificateCode } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CertificateRow } from './certificate-presenter';

/** The certificate a code names, however it was typed; undefined when there is none. */
export async function findCertificateByCode(
  db: Kysely<DB>,
  typedCode: string,
): Promise<CertificateRow | undefined> {
  const code = normalizeCertificateCode(typedCode);
  if (!code) return undefined;
  return db.selectFrom('Certificates').selectAll().where('code', '=', code).executeTakeFirst();
}
