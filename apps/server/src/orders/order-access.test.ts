import { messages, myOrdersSchema, orderSchema, ROLE_CODES, orderMessages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, liveEnrollments, type BuiltCourse } from '../../test/learning-fixtures';
import { buy, configurePayments, orderApi, readCart, storedOrder } from '../../test/order-fixtures';

/**
 * Who may see and move whose orders (docs/product/orders.md#who-sees-and-moves-an-order): each
 * person their own; admins all, and only they decide.
 */

let app: TestApp;
let ana: Person;
let bruno: Person;
let instructor: Person;
let admin: Person;
let course: BuiltCourse;
let anasOrder: string;

beforeAll(async () => {
  app = await createTestApp();
  const refs = await referenceIds(app);
  [ana, bruno, instructor, admin] = await Promise.all([
    signedInPerson(app),
    signedInPerson(app),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
  ]);
  await configurePayments(app, admin.token);
  course = await createLearningCourse(app, instructor.token, refs, { price: 60 });
  anasOrder = (await buy(app, ana.token, [course.id])).id;
});
afterAll(() => app.close());

describe('a person’s own orders', () => {
  it('are theirs alone: another student gets 404 for the order and sees none of it in their list', async () => {
    const mine = await bodyOf(await orderApi.get(app, ana.token, anasOrder), orderSchema);
    expect(mine).toMatchObject({ id: anasOrder, student: { id: ana.profileId } });

    const theirs = await orderApi.get(app, bruno.token, anasOrder);
    expect(theirs.status).toBe(404);
    expect(await refusalOf(theirs)).toEqual({ message: orderMessages.notFound, code: 'not_found' });
    expect((await bodyOf(await orderApi.mine(app, bruno.token), myOrdersSchema)).items).toEqual([]);
    expect((await refusalOf(await orderApi.get(app, instructor.token, anasOrder))).code).toBe('not_found');
  });

  it('cannot be decided by the student, another student or an instructor: 403 and nothing changes', async () => {
    const before = await storedOrder(app, anasOrder);
    for (const token of [ana.token, bruno.token, instructor.token]) {
      for (const response of [
        await orderApi.approve(app, token, anasOrder),
        await orderApi.reject(app, token, anasOrder, 'Sin pago'),
        await orderApi.refund(app, token, anasOrder, 'Sin pago'),
      ]) {
        expect(response.status).toBe(403);
        expect((await refusalOf(response)).message).toBe(messages.common.forbidden);
      }
    }
    expect(await storedOrder(app, anasOrder)).toEqual(before);
    expect(await liveEnrollments(app, ana.profileId, course.id)).toEqual([]);
  });

  it('leave the admin list, the export and the settings to admins', async () => {
    for (const token of [ana.token, instructor.token]) {
      expect((await orderApi.list(app, token)).status).toBe(403);
      expect((await orderApi.export(app, token)).status).toBe(403);
    }
  });

  it('ask for a session on every route', async () => {
    for (const response of [
      await orderApi.mine(app, undefined),
      await orderApi.list(app, undefined),
      await orderApi.export(app, undefined),
      await orderApi.get(app, undefined, anasOrder),
      await orderApi.approve(app, undefined, anasOrder),
      await orderApi.reject(app, undefined, anasOrder, 'x'),
      await orderApi.refund(app, undefined, anasOrder, 'x'),
    ]) {
      expect(response.status).toBe(401);
    }
    expect((await storedOrder(app, anasOrder)).status).toBe('pending');
  });

  it('cannot be forged: what a student sends never picks the buyer, the status or the price', async () => {
    await app.request('/api/cart/items', {
      method: 'POST',
      headers: { authorization: `Bearer ${bruno.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: course.id, id_profile: ana.profileId, price: 0 }),
    });
    expect((await readCart(app, ana.token)).items).toEqual([]);
    const response = await app.request('/api/cart/checkout', {
      method: 'POST',
      headers: { authorization: `Bearer ${bruno.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ courseId: course.id, price: 60 }],
        status: 'approved',
        id_profile: ana.profileId,
      }),
    });
    expect(response.status).toBe(201);
    const order = await bodyOf(response, orderSchema);
    expect(order).toMatchObject({
      status: 'pending',
      student: { id: bruno.profileId },
      items: [{ price: 60 }],
    });
  });
});
