import { messages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { managesCourse } from '../auth/permissions';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

/** What the caller may do with a lesson's comments. */
export interface LessonCommentAccess {
  /** the course's instructor or an admin: may delete anyone's comment */
  manages: boolean;
  /** may read and post: a live enrollment in the course, or `manages` */
  takesPart: boolean;
}

/**
 * Resolves the lesson through its course, in one query, so a child always belongs to its parent. A deleted
 * course, a draft the caller does not manage, or a lesson that is not a live lesson of that course is
 * answered as not found (docs/product/learning.md#lesson-comments); the rest is for the caller to decide.
 */
export async function findLessonCommentAccess(
  db: Kysely<DB>,
  auth: Viewer,
  courseId: string,
  lessonId: string,
): Promise<LessonCommentAccess> {
  const course = await db
    .selectFrom('Courses as c')
    .select(['c.id_instructor', 'c.is_publish'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('Lessons as le')
            .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
            .select(sql`1`.as('one'))
            .whereRef('m.id_course', '=', 'c.id_course')
            .where('le.id_lesson', '=', lessonId)
            .where('le.deleted_at', 'is', null)
            .where('m.deleted_at', 'is', null),
        )
        .as('lesson_is_live'),
      eb
        .exists(
          eb
            .selectFrom('Enrollments as e')
            .select(sql`1`.as('one'))
            .whereRef('e.id_course', '=', 'c.id_course')
            .where('e.id_profile', '=', auth.profileId)
            .where('e.deleted_at', 'is', null),
        )
        .as('enrolled'),
    ])
    .where('c.id_course', '=', courseId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!course) throw AppError.notFound(messages.courses.notFound);
  const manages = managesCourse(auth, course);
  if (!course.is_publish && !manages) throw AppError.notFound(messages.courses.notFound);
  if (!course.lesson_is_live) throw AppError.notFound(messages.comments.lessonNotFound);
  return { manages, takesPart: manages || Boolean(course.enrolled) };
}

/** Reading and posting need a part in the course; a published course's outsiders get 403. */
export async function requireLessonCommentParticipant(
  db: Kysely<DB>,
  auth: Viewer,
  courseId: string,
  lessonId: string,
): Promise<LessonCommentAccess> {
  const access = await findLessonCommentAccess(db, auth, courseId, lessonId);
  if (!access.takesPart) throw AppError.forbidden(messages.comments.notParticipant);
  return access;
}
