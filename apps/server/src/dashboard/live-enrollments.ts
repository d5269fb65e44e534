import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The enrollments the homes count: live, in a live course, of a live student. A deleted account
 * keeps its enrollments as history (users/delete-user.ts), but no longer counts as anyone's student.
 */
export function liveEnrollments(db: Kysely<DB>) {
  return db
    .selectFrom('Enrollments as e')
    .innerJoin('Courses as c', 'c.id_course', 'e.id_course')
    .innerJoin('Profiles as s', 's.id_profile', 'e.id_profile')
    .where('e.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('s.deleted_at', 'is', null);
}
