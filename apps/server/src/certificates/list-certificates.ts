import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The student's own certificates, newest first. A certificate outlives its course: a course
 * deleted later still appears here (docs/product/learning.md#certificate-issue).
 */
export function listCertificates(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('Certificates')
    .selectAll()
    .where('id_profile', '=', profileId)
    .orderBy('issued_at', 'desc')
    .orderBy('code')
    .execute();
}
