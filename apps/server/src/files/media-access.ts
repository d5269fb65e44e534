import { appRoleFromCode } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { managesCourse } from '../auth/permissions';
import type { DB } from '../db/schema';

/**
 * Whether the person a media link was issued to may still read the file now: a lesson's file or
 * an image a text lesson shows while they are enrolled in its course (or manage it), a course's
 * preview video while the course is published (or they manage it); a deleted lesson, module,
 * course or account reads nothing. Checked on every request of a link signed for a viewer, so
 * that access ends with the right to it (a refund, an unpublish, a deletion, a role taken away),
 * not an hour later. Each query is an index lookup by the file's key.
 */
export async function viewerMayRead(db: Kysely<DB>, viewerId: string, key: string): Promise<boolean> {
  const viewer = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .select(['p.id_profile', 'r.code'])
    .where('p.id_profile', '=', viewerId)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!viewer) return false;
  const who = { profileId: viewer.id_profile, role: appRoleFromCode(viewer.code) };

  const lessons = await db
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .innerJoin('Courses as c', 'c.id_course', 'm.id_course')
    .select(['c.id_instructor', enrolledIn(viewerId).as('enrolled')])
    .where('le.content_url', '=', key)
    .where('le.deleted_at', 'is', null)
    .where('m.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .execute();
  if (lessons.some((course) => course.enrolled || managesCourse(who, course))) return true;

  const images = await db
    .selectFrom('Lesson_Images as li')
    .innerJoin('Courses as c', 'c.id_course', 'li.id_course')
    .select(['c.id_instructor', enrolledIn(viewerId).as('enrolled')])
    .where('li.file_key', '=', key)
    .where('c.deleted_at', 'is', null)
    .execute();
  if (images.some((course) => course.enrolled || managesCourse(who, course))) return true;

  const previews = await db
    .selectFrom('Courses')
    .select(['id_instructor', 'is_publish'])
    .where('preview_video_url', '=', key)
    .where('deleted_at', 'is', null)
    .execute();
  return previews.some((course) => course.is_publish || managesCourse(who, course));
}

/** Whether the viewer has a live enrollment in the course `c`. */
const enrolledIn = (viewerId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM "Enrollments" e
    WHERE e.id_course = c.id_course AND e.id_profile = ${viewerId} AND e.deleted_at IS NULL)`;
