import { LESSON_CONTENT_CODES, type ResumePoint } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { DB } from '../db/schema';
import { findCourseLesson, findLearnerAccess } from './learner-access';

/**
 * Remembers where a student is, so that the player continues there on any device: the lesson
 * opened last (on the enrollment) and, for a video, the position reached (on the lesson's
 * progress row, created if needed without completing the lesson). Review mode stores nothing.
 * The enrollment row is written first, as every progress write does, so that concurrent
 * writes of one student always lock in the same order.
 */
export async function saveResumePoint(
  db: Kysely<DB>,
  auth: AuthContext,
  courseId: string,
  point: ResumePoint,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const access = await findLearnerAccess(trx, auth, courseId);
    const lesson = await findCourseLesson(trx, courseId, point.lessonId);
    if (access.mode === 'review') return;
    const now = new Date();
    await trx
      .updateTable('Enrollments')
      .set({ last_lesson_id: lesson.id_lesson, updated_at: now })
      .where('id_enrollment', '=', access.enrollment.id_enrollment)
      .execute();
    const position = point.positionSeconds;
    if (position === undefined || lesson.type_code !== LESSON_CONTENT_CODES.video) return;
    await trx
      .insertInto('Lesson_Progress')
      .values({
        id_profile: auth.profileId,
        id_lesson: lesson.id_lesson,
        position_seconds: position,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .constraint('lesson_progress_profile_lesson')
          .doUpdateSet({ position_seconds: position, updated_at: now }),
      )
      .execute();
  });
}
