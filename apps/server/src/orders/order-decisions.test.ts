import {
  courseListSchema,
  formatDay,
  messages,
  MY_PURCHASES_PATH,
  REFUND_GUARANTEE_DAYS,
  ROLE_CODES,
  orderMessages,
  orderSchema,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readDashboard } from '../../test/dashboard-fixtures';
import {
  courseCounters,
  learningApi,
  liveEnrollments,
  notificationsOf,
  type BuiltCourse,
} from '../../test/learning-fixtures';
import {
  approve,
  approvedDaysAgo,
  buy,
  cartApi,
  configurePayments,
  orderApi,
  storedOrder,
  paidCourses,
} from '../../test/order-fixtures';

const t = orderMessages;

let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let admin: Person;
let otherAdmin: Person;
let safety: BuiltCourse;
let pharmacovigilance: BuiltCourse;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [instructor, admin, otherAdmin] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app, ROLE_CODES.admin),
  ]);
  await configurePayments(app, admin.token);
  ({ safety, pharmacovigilance } = await paidCourses(app, instructor.token, refs));
});
afterAll(() => app.close());

/** Every revenue figure the app shows, each as the list of amounts per currency code. */
async function revenueFigures() {
  const byCode = (rows: { currency: { code: string } | string; amount: number }[]) =>
    Object.fromEntries(
      rows.map((row) => [typeof row.currency === 'string' ? row.currency : row.currency.code, row.amount]),
    );
  const [adminHome, instructorHome, adminList, instructorList] = await Promise.all([
    readDashboard(app, 'admin', admin.token),
    readDashboard(app, 'instructor', instructor.token),
    app
      .request('/api/courses', { headers: { authorization: `Bearer ${admin.token}` } })
      .then((response) => bodyOf(response, courseListSchema)),
    app
      .request('/api/courses', { headers: { authorization: `Bearer ${instructor.token}` } })
      .then((response) => bodyOf(response, courseListSchema)),
  ]);
  return {
    adminHome: byCode(adminHome.revenue),
    instructorMonth: byCode(instructorHome.monthlyRevenue),
    adminList: byCode(adminList.totals!.revenue),
    instructorList: byCode(instructorList.totals!.revenue),
  };
}

const playerStatus = async (token: string, course: BuiltCourse) =>
  (await learningApi.player(app, token, course.id)).status;

const ordersEnrollments = (orderId: string) =>
  app.deps.db.kysely
    .selectFrom('Enrollments')
    .select(['id_course', 'deleted_at'])
    .where('id_order', '=', orderId)
    .execute();

describe('approving an order', () => {
  it('enrolls the student in both courses, tells them, and raises revenue by exactly those prices in their currencies', async () => {
    const student = await signedInPerson(app);
    const before = await revenueFigures();
    const order = await buy(app, student.token, [safety.id, pharmacovigilance.id]);
    expect(await playerStatus(student.token, safety)).toBe(403);
    // Placing the order is not a sale.
    expect(await revenueFigures()).toEqual(before);

    const live: string[] = [];
    const stop = app.deps.notificationBus.subscribe(student.profileId, (notice) => live.push(notice.title));
    const response = await orderApi.approve(app, admin.token, order.id, 'Operación 00123456');
    stop();
    expect(response.status).toBe(200);
    const approved = await bodyOf(response, orderSchema);
    expect(approved).toMatchObject({
      status: 'approved',
      approvedAt: expect.any(String),
      events: [
        { status: 'pending', reason: null, actor: { id: student.profileId } },
        { status: 'approved', reason: 'Operación 00123456', actor: { id: admin.profileId } },
      ],
    });
    const deadline = Date.parse(approved.approvedAt!) + REFUND_GUARANTEE_DAYS * 86_400_000;
    expect(Date.parse(approved.refundDeadline!)).toBe(deadline);

    expect(live).toEqual([t.notify.approved.title]);
    const [notice] = await notificationsOf(app, student.profileId);
    expect(notice).toEqual({
      type: 'success',
      title: t.notify.approved.title,
      message: t.notify.approved.message(order.code, '«Farmacovigilancia», «Seguridad del paciente»'),
      action_url: '/dashboard/my-courses',
    });
    expect(await playerStatus(student.token, safety)).toBe(200);
    expect(await playerStatus(student.token, pharmacovigilance)).toBe(200);

    const after = await revenueFigures();
    const raised = (figure: Record<string, number>, code: string, by: number) =>
      Math.round(((figure[code] ?? 0) + by) * 100) / 100;
    for (const key of ['adminHome', 'instructorMonth', 'adminList', 'instructorList'] as const) {
      expect(after[key]).toEqual({
        ...before[key],
        PEN: raised(before[key], 'PEN', 180),
        USD: raised(before[key], 'USD', 49.9),
      });
    }
  });

  it('tells the instructor of each new student, and counts each enrollment once', async () => {
    const student = await signedInPerson(app);
    const counted = (await courseCounters(app, safety.id)).enrollment_count;
    const notices = (await notificationsOf(app, instructor.profileId)).length;
    const order = await buy(app, student.token, [safety.id]);
    await approve(app, admin.token, order.id);
    expect((await courseCounters(app, safety.id)).enrollment_count).toBe(counted + 1);
    const instructorNotices = await notificationsOf(app, instructor.profileId);
    expect(instructorNotices).toHaveLength(notices + 1);
    expect(instructorNotices[0]!.title).toBe(messages.learning.newEnrollmentNotification.title);
  });

  it('refuses a second approval with 409 and enrolls nobody twice', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    await approve(app, admin.token, order.id);
    const counted = (await courseCounters(app, safety.id)).enrollment_count;

    const again = await orderApi.approve(app, otherAdmin.token, order.id);
    expect(again.status).toBe(409);
    expect(await refusalOf(again)).toEqual({ message: t.notPending, code: 'conflict' });
    expect(await liveEnrollments(app, student.profileId, safety.id)).toHaveLength(1);
    expect((await courseCounters(app, safety.id)).enrollment_count).toBe(counted);
    expect((await storedOrder(app, order.id)).events.map((event) => event.status)).toEqual([
      'pending',
      'approved',
    ]);
  });

  it('creates each enrollment once when two tabs, or ten, approve at the same moment', async () => {
    for (const tabs of [2, 10]) {
      const student = await signedInPerson(app);
      const order = await buy(app, student.token, [safety.id, pharmacovigilance.id]);
      const counted = (await courseCounters(app, safety.id)).enrollment_count;
      const studentNotices = (await notificationsOf(app, student.profileId)).length;

      const responses = await Promise.all(
        Array.from({ length: tabs }, (_, tab) =>
          orderApi.approve(app, tab % 2 ? admin.token : otherAdmin.token, order.id),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        200,
        ...Array(tabs - 1).fill(409),
      ]);
      expect(await liveEnrollments(app, student.profileId, safety.id)).toHaveLength(1);
      expect(await liveEnrollments(app, student.profileId, pharmacovigilance.id)).toHaveLength(1);
      expect((await courseCounters(app, safety.id)).enrollment_count).toBe(counted + 1);
      expect(await notificationsOf(app, student.profileId)).toHaveLength(studentNotices + 1);
      expect((await storedOrder(app, order.id)).events.map((event) => event.status)).toEqual([
        'pending',
        'approved',
      ]);
    }
  });

  it('lets only one of an approval and a rejection sent together win', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    const [approval, rejection] = await Promise.all([
      orderApi.approve(app, admin.token, order.id),
      orderApi.reject(app, otherAdmin.token, order.id, 'No llegó la transferencia'),
    ]);
    expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
    const stored = await storedOrder(app, order.id);
    expect(stored.events).toHaveLength(2);
    expect(await liveEnrollments(app, student.profileId, safety.id)).toHaveLength(
      stored.status === 'approved' ? 1 : 0,
    );
  });

  it('accepts no note longer than 500 characters', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    const response = await orderApi.approve(app, admin.token, order.id, 'x'.repeat(501));
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).message).toBe(t.noteTooLong);
    expect((await storedOrder(app, order.id)).status).toBe('pending');
  });
});

describe('rejecting an order', () => {
  it('gives no access, tells the student why, and frees the courses to be bought again', async () => {
    const student = await signedInPerson(app);
    const before = await revenueFigures();
    const order = await buy(app, student.token, [safety.id]);
    const response = await orderApi.reject(app, admin.token, order.id, 'El monto transferido no coincide');
    expect(response.status).toBe(200);
    expect(await bodyOf(response, orderSchema)).toMatchObject({
      status: 'rejected',
      approvedAt: null,
      refundDeadline: null,
      events: [{ status: 'pending' }, { status: 'rejected', reason: 'El monto transferido no coincide' }],
    });
    expect(await playerStatus(student.token, safety)).toBe(403);
    expect(await liveEnrollments(app, student.profileId, safety.id)).toEqual([]);
    expect(await revenueFigures()).toEqual(before);
    expect((await notificationsOf(app, student.profileId))[0]).toEqual({
      type: 'warning',
      title: t.notify.rejected.title,
      message: t.notify.rejected.message(order.code, 'El monto transferido no coincide'),
      action_url: MY_PURCHASES_PATH,
    });
    expect((await cartApi.add(app, student.token, safety.id)).status).toBe(201);

    const approval = await orderApi.approve(app, admin.token, order.id);
    expect(approval.status).toBe(409);
    expect(await playerStatus(student.token, safety)).toBe(403);
  });

  it('needs a reason of 3 to 500 characters', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    for (const [reason, message] of [
      [undefined, t.reasonRequired],
      ['   ', t.reasonRequired],
      ['no', t.reasonTooShort],
      ['x'.repeat(501), t.reasonTooLong],
      [42, t.reasonRequired],
    ] as const) {
      const response = await orderApi.reject(app, admin.token, order.id, reason);
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).message).toBe(message);
    }
    expect((await storedOrder(app, order.id)).status).toBe('pending');
  });
});

describe('refunding an order', () => {
  it('within the guarantee ends the access it bought, tells the student, lowers revenue and keeps the history', async () => {
    const student = await signedInPerson(app);
    const before = await revenueFigures();
    const counted = (await courseCounters(app, pharmacovigilance.id)).enrollment_count;
    const order = await buy(app, student.token, [pharmacovigilance.id]);
    await approve(app, admin.token, order.id);
    await approvedDaysAgo(app, order.id, REFUND_GUARANTEE_DAYS - 1);

    const response = await orderApi.refund(app, otherAdmin.token, order.id, 'Solicitud del estudiante');
    expect(response.status).toBe(200);
    expect(await bodyOf(response, orderSchema)).toMatchObject({
      status: 'refunded',
      refundDeadline: null,
      events: [
        { status: 'pending', actor: { id: student.profileId } },
        { status: 'approved', actor: { id: admin.profileId } },
        { status: 'refunded', reason: 'Solicitud del estudiante', actor: { id: otherAdmin.profileId } },
      ],
    });
    expect(await playerStatus(student.token, pharmacovigilance)).toBe(403);
    expect(await liveEnrollments(app, student.profileId, pharmacovigilance.id)).toEqual([]);
    // The ended enrollment stays on record, tied to its order.
    expect(await ordersEnrollments(order.id)).toEqual([
      { id_course: pharmacovigilance.id, deleted_at: expect.any(Date) },
    ]);
    expect((await courseCounters(app, pharmacovigilance.id)).enrollment_count).toBe(counted);
    expect(await revenueFigures()).toEqual(before);
    expect((await notificationsOf(app, student.profileId))[0]).toEqual({
      type: 'info',
      title: t.notify.refunded.title,
      message: t.notify.refunded.message(order.code, 'Solicitud del estudiante'),
      action_url: MY_PURCHASES_PATH,
    });
    // The student sees what happened and why, not which admin did it.
    const seen = await bodyOf(await orderApi.get(app, student.token, order.id), orderSchema);
    expect(
      seen.events.map((event: { status: string; actor: unknown }) => [event.status, event.actor]),
    ).toEqual([
      ['pending', null],
      ['approved', null],
      ['refunded', null],
    ]);
  });

  it('after the guarantee is refused with the date it ended, changing nothing', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    await approve(app, admin.token, order.id);
    await approvedDaysAgo(app, order.id, REFUND_GUARANTEE_DAYS + 1);
    const stored = await storedOrder(app, order.id);

    const response = await orderApi.refund(app, admin.token, order.id, 'Solicitud tardía');
    expect(response.status).toBe(422);
    const deadline = formatDay(new Date(stored.approved_at!.getTime() + REFUND_GUARANTEE_DAYS * 86_400_000));
    expect(await refusalOf(response)).toEqual({
      message: t.refundExpired(REFUND_GUARANTEE_DAYS, deadline),
      code: 'validation_failed',
    });
    expect(await storedOrder(app, order.id)).toEqual(stored);
    expect(await playerStatus(student.token, safety)).toBe(200);
  });

  it('is only for approved orders, and only once', async () => {
    const student = await signedInPerson(app);
    const pending = await buy(app, student.token, [safety.id]);
    const notApproved = await orderApi.refund(app, admin.token, pending.id, 'Por error');
    expect(notApproved.status).toBe(409);
    expect((await refusalOf(notApproved)).message).toBe(t.notApproved);

    await approve(app, admin.token, pending.id);
    const refunds = await Promise.all([
      orderApi.refund(app, admin.token, pending.id, 'Solicitud del estudiante'),
      orderApi.refund(app, otherAdmin.token, pending.id, 'Solicitud del estudiante'),
    ]);
    expect(refunds.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await storedOrder(app, pending.id)).events.map((event) => event.status)).toEqual([
      'pending',
      'approved',
      'refunded',
    ]);
  });

  it('leaves a course bought again later starting from the lessons already completed', async () => {
    const student = await signedInPerson(app);
    const first = await buy(app, student.token, [safety.id]);
    await approve(app, admin.token, first.id);
    await learningApi.completeWithEvidence(app, student.token, safety.id, safety.lessonIds[0]!);
    await orderApi.refund(app, admin.token, first.id, 'Solicitud del estudiante');

    const second = await buy(app, student.token, [safety.id]);
    await approve(app, admin.token, second.id);
    const [enrollment] = await liveEnrollments(app, student.profileId, safety.id);
    expect(enrollment).toMatchObject({ progress: 50, id_order: second.id });
  });
});

describe('unknown orders', () => {
  it('answer 404 to every decision, and 400 to a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await orderApi.approve(app, admin.token, unknown),
      await orderApi.reject(app, admin.token, unknown, 'No existe'),
      await orderApi.refund(app, admin.token, unknown, 'No existe'),
      await orderApi.get(app, admin.token, unknown),
    ]) {
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(t.notFound);
    }
    expect((await orderApi.approve(app, admin.token, "1' OR '1'='1")).status).toBe(400);
  });
});
