import { messages, type Notification } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertNotification } from '../notifications/create-notification';

export interface EnrollmentNotice {
  profileId: string;
  notification: Notification;
}

/**
 * Counts a new enrollment on its course and tells the course's instructor
 * (docs/product/learning.md#free-courses), in the transaction that created it, whether it came
 * from 'Inscribirse' or an approved order.
 * Publish the returned notice once the transaction has committed.
 */
export async function recordNewEnrollment(
  trx: Kysely<DB>,
  enrollment: { courseId: string; studentId: string },
): Promise<EnrollmentNotice> {
  const course = await trx
    .updateTable('Courses')
    .set((eb) => ({ enrollment_count: eb('enrollment_count', '+', 1) }))
    .where('id_course', '=', enrollment.courseId)
    .returning(['title', 'id_instructor'])
    .executeTakeFirstOrThrow();
  const student = await trx
    .selectFrom('Profiles')
    .select(['names', 'last_names'])
    .where('id_profile', '=', enrollment.studentId)
    .executeTakeFirstOrThrow();
  const text = messages.learning.newEnrollmentNotification;
  const notification = await insertNotification(trx, {
    profileId: course.id_instructor,
    type: 'info',
    title: text.title,
    message: text.message(`${student.names} ${student.last_names}`, course.title),
    actionUrl: `/dashboard/courses/details/${enrollment.courseId}`,
    actionLabel: text.action,
  });
  return { profileId: course.id_instructor, notification };
}
