import { messages } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import { teachesCourse } from '../auth/permissions';
import type { AppDeps } from '../deps';
import { AppError } from '../core/app-error';
import { publishNotification } from '../notifications/create-notification';
import { findLiveEnrollment } from './learner-access';
import { recordNewEnrollment } from './record-new-enrollment';

/**
 * Enrolls the caller in a published, free course (docs/product/learning.md#free-courses; paid
 * courses are bought through orders, docs/product/learning.md#paid-courses). The partial unique
 * index on live enrollments decides who wins when the same request arrives many times at once:
 * only the request whose row was inserted counts the enrollment and tells the instructor, in the
 * same transaction; the others answer 'ya está enrolado'
 * (docs/product/learning.md#enrollment-answers).
 */
export async function enrollInCourse(deps: AppDeps, auth: Viewer, courseId: string): Promise<void> {
  const { db } = deps;
  const instructorNotice = await db.kysely.transaction().execute(async (trx) => {
    const course = await trx
      .selectFrom('Courses')
      .select(['id_instructor', 'price'])
      .where('id_course', '=', courseId)
      .where('is_publish', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!course) throw AppError.notFound(messages.courses.notFound);
    if (teachesCourse(auth, course)) throw AppError.forbidden(messages.learning.ownCourse);
    if (course.price > 0) {
      // Only the answer's wording depends on this read; nothing is written for a paid course.
      if (await findLiveEnrollment(trx, auth.profileId, courseId)) {
        throw AppError.conflict(messages.learning.alreadyEnrolled);
      }
      throw new AppError('validation_failed', messages.learning.paidCourse);
    }

    const inserted = await trx
      .insertInto('Enrollments')
      .values({ id_course: courseId, id_profile: auth.profileId, progress: 0 })
      .onConflict((oc) => oc.columns(['id_course', 'id_profile']).where('deleted_at', 'is', null).doNothing())
      .returning('id_enrollment')
      .executeTakeFirst();
    if (!inserted) throw AppError.conflict(messages.learning.alreadyEnrolled);

    return recordNewEnrollment(trx, { courseId, studentId: auth.profileId });
  });
  await publishNotification(deps, instructorNotice.profileId, instructorNotice.notification);
}
