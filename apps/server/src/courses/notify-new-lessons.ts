import { messages, type Notification } from '@aula/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueMailToProfiles } from '../mail/queue-mail';
import { newLessonMail } from '../mail/templates/new-lesson-mail';
import { insertNotification, publishNotification } from '../notifications/create-notification';

export interface PendingNotification {
  profileId: string;
  notification: Notification;
}

/**
 * A course the student is enrolled in gets a new lesson (docs/product/courses.md#new-lesson-notifications).
 * Stored inside the save's transaction, one notification per student and save however many lessons it added
 * (and an email to those who asked for one, 'lessons'); published by `publishNewLessonNotifications` once the
 * save has committed.
 */
export async function notifyNewLessons(
  trx: Transaction<DB>,
  deps: Pick<AppDeps, 'jobs' | 'clock'>,
  course: { id: string; title: string },
  lessonTitles: readonly string[],
): Promise<PendingNotification[]> {
  if (lessonTitles.length === 0) return [];
  const students = await trx
    .selectFrom('Enrollments as e')
    .innerJoin('Profiles as p', 'p.id_profile', 'e.id_profile')
    .select('e.id_profile')
    .distinct()
    .where('e.id_course', '=', course.id)
    .where('e.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .execute();
  const text = messages.courses.newLessonNotification;
  const message =
    lessonTitles.length === 1
      ? text.message(course.title, lessonTitles[0]!)
      : text.messageSeveral(course.title, lessonTitles.length);
  const pending: PendingNotification[] = [];
  for (const { id_profile } of students) {
    const notification = await insertNotification(trx, {
      profileId: id_profile,
      type: 'info',
      title: text.title,
      message,
      actionUrl: `/dashboard/courses/watch/${course.id}`,
      actionLabel: text.action,
    });
    pending.push({ profileId: id_profile, notification });
  }
  await queueMailToProfiles(
    trx,
    deps.jobs,
    deps.clock.now(),
    newLessonMail,
    students.map((student) => student.id_profile),
    ({ names }) => ({ names, course: course.title, courseId: course.id, lessons: [...lessonTitles] }),
  );
  return pending;
}

export async function publishNewLessonNotifications(
  deps: Pick<AppDeps, 'db' | 'notificationBus' | 'logger' | 'jobs'>,
  pending: readonly PendingNotification[],
): Promise<void> {
  if (pending.length > 0) deps.jobs.nudge();
  for (const { profileId, notification } of pending) await publishNotification(deps, profileId, notification);
}
