import { messages, ROLE_CODES, can } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

/**
 * Who teaches the course after a save (docs/product/courses.md#course-instructor). A new course belongs to
 * the caller and a saved one keeps its instructor, unless an admin names another: a live account with the
 * instructor role. An instructor's `instructorId` is ignored, never an error, since the form may send back
 * what it was given.
 */
export async function resolveCourseInstructor(
  db: Kysely<DB>,
  auth: Viewer,
  requested: string | undefined,
  current: string = auth.profileId,
): Promise<string> {
  if (!can(auth, 'courses.assignInstructor') || requested === undefined || requested === current)
    return current;
  const instructor = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .select('p.id_profile')
    .where('p.id_profile', '=', requested)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('r.code', '=', ROLE_CODES.instructor)
    .executeTakeFirst();
  if (!instructor) throw AppError.invalidField('instructorId', messages.courses.form.instructorInvalid);
  return instructor.id_profile;
}
