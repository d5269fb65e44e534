import type { CertificateList } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { presentCertificate } from './certificate-presenter';

/**
 * The student's own certificates, newest first. A certificate outlives its course: a course
 * deleted later still appears here (docs/product/learning.md#certificate-issue).
 */
export async function listCertificates(db: Kysely<DB>, profileId: string): Promise<CertificateList> {
  const rows = await db
    .selectFrom('Certificates')
    .selectAll()
    .where('id_profile', '=', profileId)
    .orderBy('issued_at', 'desc')
    .orderBy('code')
    .execute();
  return { certificates: rows.map(presentCertificate) };
}
