import {
  completionBlockedMessage,
  completionReadiness,
  messages,
  type LessonCompletion,
  type Notification,
} from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import { issueCertificate } from '../certificates/issue-certificate';
import { followProgress } from '../compliance/follow-progress';
import type { AppDeps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { certificateIssuedMail } from '../mail/templates/certificate-issued-mail';
import { AppError } from '../core/app-error';
import { insertNotification, publishNotification } from '../notifications/create-notification';
import { countCourseProgress } from './course-progress';
import { findCourseLesson, findLearnerAccess } from './learner-access';
import { evidenceLesson, evidenceOf, findEvidenceRow } from './lesson-evidence';

/**
 * Marks a lesson completed for an enrolled student and recomputes the enrollment
 * (docs/product/learning.md#lesson-completion), in one transaction that first locks the
 * enrollment row: one student's completions run one after the other, so each recount sees the
 * previous one and none is lost.
 *
 * A first completion needs the evidence that the lesson was consumed, as the player reported it
 * (lesson-evidence.ts); without it the answer is 409 with what is still missing, in Spanish.
 * Completing a lesson again keeps its first completion date and changes nothing else. The
 * first time the student reaches 100 % the certificate is issued; that is also when the course
 * counts one more completion and the student is told (docs/product/learning.md#course-completion).
 * A certificate is issued once per student and course, so a course completed again (after
 * new lessons were added and done) is neither counted nor announced twice.
 */
export async function completeLesson(
  deps: AppDeps,
  auth: Viewer,
  courseId: string,
  lessonId: string,
): Promise<LessonCompletion> {
  const { result, notifications } = await deps.db.kysely.transaction().execute(async (trx) => {
    const access = await findLearnerAccess(trx, auth, courseId, { lock: true });
    if (access.mode === 'review') throw AppError.forbidden(messages.learning.reviewMode);
    const lesson = await findCourseLesson(trx, courseId, lessonId);

    const now = deps.clock.now();
    const evidence = await findEvidenceRow(trx, auth.profileId, lessonId);
    if (!evidence?.completed_at) {
      const readiness = completionReadiness(evidenceLesson(lesson), evidenceOf(evidence), now);
      const missing = completionBlockedMessage(readiness);
      if (missing) throw AppError.conflict(missing);
    }
    await trx
      .insertInto('Lesson_Progress')
      .values({ id_profile: auth.profileId, id_lesson: lessonId, completed_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .constraint('lesson_progress_profile_lesson')
          .doUpdateSet({ completed_at: now, updated_at: now })
          .where('Lesson_Progress.completed_at', 'is', null),
      )
      .execute();

    const { progress } = await countCourseProgress(trx, auth.profileId, courseId);
    const before = access.enrollment;
    const completedAt = progress === 100 ? (before.completion_at ?? now) : null;
    if (progress !== before.progress || completedAt !== before.completion_at) {
      await trx
        .updateTable('Enrollments')
        .set({ progress, completion_at: completedAt, updated_at: now })
        .where('id_enrollment', '=', before.id_enrollment)
        .execute();
    }

    const notifications: Notification[] = [];
    let certificateCode: string | null = null;
    if (progress === 100 && before.completion_at === null) {
      const certificate = await issueCertificate(trx, {
        profileId: auth.profileId,
        courseId,
        completedAt: now,
      });
      if (certificate) {
        certificateCode = certificate.code;
        const student = await trx
          .selectFrom('Users')
          .select('email')
          .where('id_user', '=', auth.userId)
          .executeTakeFirstOrThrow();
        await queueMail(trx, deps.jobs, now, {
          template: certificateIssuedMail,
          to: student.email,
          userId: auth.userId,
          data: { names: certificate.studentNames, courseTitle: access.course.title, code: certificate.code },
        });
        await trx
          .updateTable('Courses')
          .set((eb) => ({ completion_count: eb('completion_count', '+', 1) }))
          .where('id_course', '=', courseId)
          .execute();
        const text = messages.learning.courseCompletedNotification;
        notifications.push(
          await insertNotification(trx, {
            profileId: auth.profileId,
            type: 'success',
            title: text.title,
            message: text.message(access.course.title),
            actionUrl: `/dashboard/courses/watch/${courseId}`,
            actionLabel: text.action,
          }),
          certificate.notification,
        );
      }
    }
    await followProgress(trx, deps, auth.profileId, courseId);
    const result: LessonCompletion = {
      progress,
      completedAt: completedAt?.toISOString() ?? null,
      lessonCompleted: true,
      certificateCode,
    };
    return { result, notifications };
  });
  for (const notification of notifications) await publishNotification(deps, auth.profileId, notification);
  if (result.certificateCode) deps.jobs.nudge();
  return result;
}
