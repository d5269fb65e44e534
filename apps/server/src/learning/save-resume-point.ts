import {
  completionReadiness,
  LESSON_CONTENT_CODES,
  type CompletionReadiness,
  type ResumePoint,
} from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { findCourseLesson, findLearnerAccess } from './learner-access';
import { evidenceChange, evidenceLesson, evidenceOf, findEvidenceRow, NO_EVIDENCE } from './lesson-evidence';

/**
 * Remembers where a student is, so that the player continues there on any device: the lesson
 * opened last (on the enrollment) and, for a video, the position reached (on the lesson's
 * progress row, created if needed without completing the lesson). The same report brings the
 * evidence a completion needs (lesson-evidence.ts), kept on that row. Answers whether the
 * lesson may be completed now, so that the player shows what is missing. Review mode stores
 * nothing. The enrollment row is written first, as every progress write does, so that
 * concurrent writes of one student always lock in the same order, and one student's reports
 * are measured against each other one at a time.
 */
export async function saveResumePoint(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  courseId: string,
  point: ResumePoint,
): Promise<CompletionReadiness> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const access = await findLearnerAccess(trx, auth, courseId);
    const lesson = await findCourseLesson(trx, courseId, point.lessonId);
    const now = deps.clock.now();
    if (access.mode === 'review') return completionReadiness(evidenceLesson(lesson), NO_EVIDENCE, now);
    await trx
      .updateTable('Enrollments')
      .set({ last_lesson_id: lesson.id_lesson, updated_at: now })
      .where('id_enrollment', '=', access.enrollment.id_enrollment)
      .execute();

    const row = await findEvidenceRow(trx, auth.profileId, lesson.id_lesson);
    const change = evidenceChange(lesson, row, point, now);
    const position = lesson.type_code === LESSON_CONTENT_CODES.video ? point.positionSeconds : undefined;
    const values = {
      ...(position === undefined ? {} : { position_seconds: position }),
      ...(change.watched_ranges ? { watched_ranges: JSON.stringify(change.watched_ranges) } : {}),
      ...(change.watch_reported_at ? { watch_reported_at: change.watch_reported_at } : {}),
      ...(change.opened_at ? { opened_at: change.opened_at } : {}),
      ...(change.reached_end_at ? { reached_end_at: change.reached_end_at } : {}),
    };
    if (Object.keys(values).length > 0) {
      await trx
        .insertInto('Lesson_Progress')
        .values({ id_profile: auth.profileId, id_lesson: lesson.id_lesson, ...values, updated_at: now })
        .onConflict((oc) =>
          oc.constraint('lesson_progress_profile_lesson').doUpdateSet({ ...values, updated_at: now }),
        )
        .execute();
    }
    const evidence = evidenceOf(row);
    return completionReadiness(
      evidenceLesson(lesson),
      {
        watchedRanges: change.watched_ranges ?? evidence.watchedRanges,
        openedAt: change.opened_at ?? evidence.openedAt,
        reachedEndAt: change.reached_end_at ?? evidence.reachedEndAt,
      },
      now,
    );
  });
}
