import { orderMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { countCourseProgress } from '../learning/course-progress';
import type { AppDeps } from '../deps';
import { recordNewEnrollment, type EnrollmentNotice } from '../learning/record-new-enrollment';
import { insertNotification, publishNotification } from '../notifications/create-notification';
import { changeOrderStatus } from './change-order-status';
import { queueMail } from '../mail/queue-mail';
import { orderApprovedMail } from '../mail/templates/order-approved-mail';

/**
 * A student who buys a course again after a refund finds the lessons they had completed still
 * completed: the new enrollment starts from them, not from 0.
 */
async function restoreEarlierProgress(trx: Kysely<DB>, orderId: string, studentId: string, courseId: string) {
  const { progress } = await countCourseProgress(trx, studentId, courseId);
  if (progress === 0) return;
  await trx
    .updateTable('Enrollments')
    .set({ progress, completion_at: progress === 100 ? new Date() : null })
    .where('id_order', '=', orderId)
    .where('id_course', '=', courseId)
    .execute();
}

/**
 * 'Aprobar' (docs/product/orders.md#approve): the transfer arrived. In one transaction the
 * order is approved, the student is enrolled in each of its courses (a course they already hold
 * a live enrollment in is left as it is: the partial unique index decides, never a read), each
 * instructor hears of the new student and the student is told they can start.
 */
export async function approveOrder(
  deps: AppDeps,
  auth: Viewer,
  orderId: string,
  note: string | null,
): Promise<void> {
  const notices = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await changeOrderStatus(trx, auth, orderId, 'approved', note);
    const items = await trx
      .selectFrom('Order_Items as oi')
      .innerJoin('Courses as c', 'c.id_course', 'oi.id_course')
      .select(['oi.id_course', 'c.title'])
      .where('oi.id_order', '=', orderId)
      .orderBy('c.title')
      .execute();
    const enrolled = await trx
      .insertInto('Enrollments')
      .values(
        items.map((item) => ({
          id_course: item.id_course,
          id_profile: order.id_profile,
          progress: 0,
          id_order: orderId,
        })),
      )
      .onConflict((oc) => oc.columns(['id_course', 'id_profile']).where('deleted_at', 'is', null).doNothing())
      .returning('id_course')
      .execute();

    const sent: EnrollmentNotice[] = [];
    for (const { id_course } of enrolled) {
      await restoreEarlierProgress(trx, orderId, order.id_profile, id_course);
      sent.push(await recordNewEnrollment(trx, { courseId: id_course, studentId: order.id_profile }));
    }
    const text = orderMessages.notify.approved;
    const notification = await insertNotification(trx, {
      profileId: order.id_profile,
      type: 'success',
      title: text.title,
      message: text.message(order.code, items.map((item) => `«${item.title}»`).join(', ')),
      actionUrl: '/dashboard/my-courses',
      actionLabel: text.action,
    });
    sent.push({ profileId: order.id_profile, notification });
    const buyer = await trx
      .selectFrom('Profiles as p')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .select(['u.id_user', 'u.email', 'p.names'])
      .where('p.id_profile', '=', order.id_profile)
      .executeTakeFirstOrThrow();
    await queueMail(trx, deps.jobs, deps.clock.now(), {
      template: orderApprovedMail,
      to: buyer.email,
      userId: buyer.id_user,
      data: { names: buyer.names, orderCode: order.code, courses: items.map((item) => item.title) },
    });
    return sent;
  });
  deps.jobs.nudge();
  for (const notice of notices) await publishNotification(deps, notice.profileId, notice.notification);
}
