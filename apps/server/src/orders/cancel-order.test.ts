import { orderAdminPath, orderListSchema, orderSchema, ROLE_CODES, orderMessages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { parseCsv } from '../../../../test-support/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveEnrollments, notificationsOf, type BuiltCourse } from '../../test/learning-fixtures';
import {
  approve,
  buy,
  cartApi,
  configurePayments,
  orderApi,
  paidCourses,
  reject,
  storedOrder,
} from '../../test/order-fixtures';

const t = orderMessages;

let app: TestApp;
let instructor: Person;
let admin: Person;
let otherAdmin: Person;
let safety: BuiltCourse;
let pharmacovigilance: BuiltCourse;

beforeAll(async () => {
  app = await createTestApp();
  [instructor, admin, otherAdmin] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app, ROLE_CODES.admin),
  ]);
  await configurePayments(app, admin.token);
  ({ safety, pharmacovigilance } = await paidCourses(app, instructor.token, await referenceIds(app)));
});
afterAll(() => app.close());

describe('a student cancelling their own order', () => {
  it('while it awaits payment: recorded in the history, the admins told, the courses free to buy again', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id, pharmacovigilance.id]);
    expect((await cartApi.add(app, student.token, safety.id)).status).toBe(422);

    const response = await orderApi.cancel(app, student.token, order.id);
    expect(response.status).toBe(200);
    expect(await bodyOf(response, orderSchema)).toMatchObject({
      status: 'cancelled',
      approvedAt: null,
      refundDeadline: null,
      events: [
        { status: 'pending', actor: null },
        { status: 'cancelled', reason: null, actor: null },
      ],
    });

    const stored = await storedOrder(app, order.id);
    expect(stored.cancelled_at).toBeInstanceOf(Date);
    const admins = await Promise.all(
      [admin, otherAdmin].map((person) => notificationsOf(app, person.profileId)),
    );
    for (const notices of admins) {
      expect(notices[0]).toEqual({
        type: 'info',
        title: t.notify.cancelled.title,
        message: t.notify.cancelled.message(order.code, 'Rosa Prueba Díaz'),
        action_url: orderAdminPath(order.id),
      });
    }
    // The admin's detail names who cancelled.
    const seenByAdmin = await bodyOf(await orderApi.get(app, admin.token, order.id), orderSchema);
    expect(seenByAdmin.events[1]).toMatchObject({
      status: 'cancelled',
      actor: { id: student.profileId, names: 'Rosa', lastNames: 'Prueba Díaz' },
    });

    // The admin's list finds it under its own state, and the export names that state.
    const cancelledList = await bodyOf(
      await orderApi.list(app, admin.token, '?status=cancelled'),
      orderListSchema,
    );
    expect(cancelledList.items.map((item) => item.code)).toContain(order.code);
    const pendingList = await bodyOf(
      await orderApi.list(app, admin.token, '?status=pending'),
      orderListSchema,
    );
    expect(pendingList.items.map((item) => item.code)).not.toContain(order.code);
    const csv = await (await orderApi.export(app, admin.token, '?status=cancelled')).text();
    const [, ...rows] = parseCsv(csv, ',');
    expect(rows.map((row) => row[0])).toContain(order.code);
    expect(rows.flat()).toContain(t.status.cancelled);

    expect((await cartApi.add(app, student.token, safety.id)).status).toBe(201);
    expect(await liveEnrollments(app, student.profileId, safety.id)).toEqual([]);
  });

  it('cannot be approved, rejected or cancelled again afterwards', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    expect((await orderApi.cancel(app, student.token, order.id)).status).toBe(200);
    const before = await storedOrder(app, order.id);

    const again = await orderApi.cancel(app, student.token, order.id);
    expect(again.status).toBe(409);
    expect((await refusalOf(again)).message).toBe(t.notCancellable);
    expect((await orderApi.approve(app, admin.token, order.id)).status).toBe(409);
    expect((await orderApi.reject(app, admin.token, order.id, 'Sin pago')).status).toBe(409);
    expect(await storedOrder(app, order.id)).toEqual(before);
    expect(await liveEnrollments(app, student.profileId, safety.id)).toEqual([]);
  });

  it('is refused once the academy decided: an approved or rejected order stays as it is', async () => {
    const student = await signedInPerson(app);
    const approved = await buy(app, student.token, [safety.id]);
    await approve(app, admin.token, approved.id);
    const rejected = await buy(app, student.token, [pharmacovigilance.id]);
    await reject(app, admin.token, rejected.id);

    for (const order of [approved, rejected]) {
      const before = await storedOrder(app, order.id);
      const response = await orderApi.cancel(app, student.token, order.id);
      expect(response.status).toBe(409);
      expect((await refusalOf(response)).message).toBe(t.notCancellable);
      expect(await storedOrder(app, order.id)).toEqual(before);
    }
    expect(await liveEnrollments(app, student.profileId, safety.id)).toHaveLength(1);
  });

  it('races an approval: exactly one wins, and access follows the winner', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    const [cancellation, approval] = await Promise.all([
      orderApi.cancel(app, student.token, order.id),
      orderApi.approve(app, admin.token, order.id),
    ]);
    expect([cancellation.status, approval.status].sort()).toEqual([200, 409]);
    const stored = await storedOrder(app, order.id);
    expect(stored.events).toHaveLength(2);
    expect(await liveEnrollments(app, student.profileId, safety.id)).toHaveLength(
      stored.status === 'approved' ? 1 : 0,
    );
  });
});

describe('whose order it is', () => {
  it('another student, an instructor and an unknown id get 404; nothing changes', async () => {
    const student = await signedInPerson(app);
    const stranger = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    const before = await storedOrder(app, order.id);
    for (const token of [stranger.token, instructor.token]) {
      const response = await orderApi.cancel(app, token, order.id);
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(t.notFound);
    }
    expect((await orderApi.cancel(app, student.token, crypto.randomUUID())).status).toBe(404);
    expect(await storedOrder(app, order.id)).toEqual(before);
  });

  it('admins get 403 (they reject instead), a missing session 401, a malformed id 400', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    const before = await storedOrder(app, order.id);
    expect((await orderApi.cancel(app, admin.token, order.id)).status).toBe(403);
    expect((await orderApi.cancel(app, undefined, order.id)).status).toBe(401);
    const malformed = await orderApi.cancel(app, student.token, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect((await refusalOf(malformed)).message).toBe(t.notFound);
    expect(await storedOrder(app, order.id)).toEqual(before);
  });
});
