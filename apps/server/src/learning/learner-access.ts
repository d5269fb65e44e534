import { messages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { managesCourse } from '../auth/permissions';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

export interface LearnerCourse {
  id_course: string;
  title: string;
  id_instructor: string;
  instructor_names: string;
  instructor_last_names: string;
  is_publish: boolean;
}

export interface LiveEnrollment {
  id_enrollment: string;
  progress: number;
  completion_at: Date | null;
  last_lesson_id: string | null;
}

/** A student learns in their enrollment; the course's instructor and admins review it without one. */
export type LearnerAccess =
  | { mode: 'student'; course: LearnerCourse; enrollment: LiveEnrollment }
  | { mode: 'review'; course: LearnerCourse; enrollment: null };

/** The caller's live enrollment in a course, optionally locked until the transaction ends. */
export function findLiveEnrollment(
  db: Kysely<DB>,
  profileId: string,
  courseId: string,
  options: { lock?: boolean } = {},
): Promise<LiveEnrollment | undefined> {
  const query = db
    .selectFrom('Enrollments')
    .select(['id_enrollment', 'progress', 'completion_at', 'last_lesson_id'])
    .where('id_course', '=', courseId)
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Who may open a course's lessons (docs/product/learning.md#access-to-lessons): a student with
 * a live enrollment, even if the course was later withdrawn to a draft (their training must not
 * vanish half-way); the course's instructor and admins in review mode. Anyone else gets 403 for
 * a published course and 404 for a draft, as findVisibleCourse answers; a deleted course is 404
 * for everyone. `lock` locks the enrollment row, so that one student's progress writes run one at
 * a time.
 */
export async function findLearnerAccess(
  db: Kysely<DB>,
  auth: Viewer,
  courseId: string,
  options: { lock?: boolean } = {},
): Promise<LearnerAccess> {
  const course = await db
    .selectFrom('Courses as c')
    .innerJoin('Profiles as p', 'p.id_profile', 'c.id_instructor')
    .select([
      'c.id_course',
      'c.title',
      'c.id_instructor',
      'c.is_publish',
      'p.names as instructor_names',
      'p.last_names as instructor_last_names',
    ])
    .where('c.id_course', '=', courseId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!course) throw AppError.notFound(messages.courses.notFound);
  const enrollment = await findLiveEnrollment(db, auth.profileId, courseId, options);
  if (enrollment) return { mode: 'student', course, enrollment };
  if (managesCourse(auth, course)) {
    return { mode: 'review', course, enrollment: null };
  }
  if (!course.is_publish) throw AppError.notFound(messages.courses.notFound);
  throw AppError.forbidden(messages.learning.notEnrolled);
}

/**
 * A live lesson of a live module of this course, with what its completion rule reads; a lesson
 * of another course is not found here.
 */
export async function findCourseLesson(db: Kysely<DB>, courseId: string, lessonId: string) {
  const lesson = await db
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'le.id_content_type_lesson')
    .select([
      'le.id_lesson',
      't.code as type_code',
      'le.duration_seconds',
      'le.estimated_duration_minutes',
      'le.content_text',
    ])
    .where('le.id_lesson', '=', lessonId)
    .where('m.id_course', '=', courseId)
    .where('le.deleted_at', 'is', null)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lesson) throw AppError.notFound(messages.learning.lessonNotFound);
  return lesson;
}
