import { cartSchema, courseDetailSchema, messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currency } from '../../test/dashboard-fixtures';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import { approve, buy, cartApi, configurePayments, paidCourses, readCart } from '../../test/order-fixtures';

const t = messages.cart;

let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let admin: Person;
let pen: Awaited<ReturnType<typeof currency>>;
let usd: Awaited<ReturnType<typeof currency>>;
const courses: Record<'safety' | 'audit' | 'pharmacovigilance' | 'free', BuiltCourse> = {} as never;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [instructor, admin, pen, usd] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
    currency(app, 'PEN'),
    currency(app, 'USD'),
  ]);
  await configurePayments(app, admin.token);
  Object.assign(courses, await paidCourses(app, instructor.token, refs));
  courses.audit = await createLearningCourse(app, instructor.token, refs, {
    title: 'Auditoría clínica',
    price: 99.9,
  });
  courses.free = await createLearningCourse(app, instructor.token, refs, { title: 'Higiene de manos' });
});
afterAll(() => app.close());

describe('the cart', () => {
  it('starts empty, with the academy’s payment instructions', async () => {
    const student = await signedInPerson(app);
    expect(await readCart(app, student.token)).toEqual({
      items: [],
      totals: [],
      paymentInstructions: expect.stringContaining('BCP'),
    });
  });

  it('lists added courses oldest first, at their price, with one total per currency never summed across them', async () => {
    const student = await signedInPerson(app);
    for (const course of [courses.safety, courses.pharmacovigilance, courses.audit]) {
      const response = await cartApi.add(app, student.token, course.id);
      expect(response.status).toBe(201);
    }
    const cart = await readCart(app, student.token);
    expect(cart.items.map((item) => [item.title, item.price, item.currency.code, item.unavailable])).toEqual([
      ['Seguridad del paciente', 180, 'PEN', null],
      ['Farmacovigilancia', 49.9, 'USD', null],
      ['Auditoría clínica', 99.9, 'PEN', null],
    ]);
    expect(cart.items[0]).toMatchObject({
      courseId: courses.safety.id,
      instructor: { names: 'Rosa', lastNames: 'Prueba Díaz' },
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/.+signature=/),
    });
    expect(cart.totals).toEqual([
      { currency: pen.shown, amount: 279.9 },
      { currency: usd.shown, amount: 49.9 },
    ]);
  });

  it('shows on the course page that the course is in the cart, and only to its owner', async () => {
    const [student, other] = await Promise.all([signedInPerson(app), signedInPerson(app)]);
    await cartApi.add(app, student.token, courses.audit.id);
    const mine = await bodyOf(
      await learningApi.detail(app, student.token, courses.audit.id),
      courseDetailSchema,
    );
    expect(mine.viewerPurchase).toEqual({ inCart: true, pendingOrder: null });
    const theirs = await bodyOf(
      await learningApi.detail(app, other.token, courses.audit.id),
      courseDetailSchema,
    );
    expect(theirs.viewerPurchase).toEqual({ inCart: false, pendingOrder: null });
  });

  it('removes a course, and removing one that is not there changes nothing', async () => {
    const student = await signedInPerson(app);
    await cartApi.add(app, student.token, courses.safety.id);
    await cartApi.add(app, student.token, courses.audit.id);

    const removed = await cartApi.remove(app, student.token, courses.safety.id);
    expect(removed.status).toBe(200);
    expect((await bodyOf(removed, cartSchema)).items.map((item) => item.title)).toEqual([
      'Auditoría clínica',
    ]);
    const again = await cartApi.remove(app, student.token, courses.safety.id);
    expect(again.status).toBe(200);
    expect((await readCart(app, student.token)).items).toHaveLength(1);
  });

  it('lets an instructor buy someone else’s course', async () => {
    const otherInstructor = await signedInPerson(app, ROLE_CODES.instructor);
    expect((await cartApi.add(app, otherInstructor.token, courses.audit.id)).status).toBe(201);
  });

  it('keeps a course that stopped being on sale, marked with why, out of the totals', async () => {
    const student = await signedInPerson(app);
    const course = await createLearningCourse(app, instructor.token, refs, {
      title: 'Curso que se retira',
      price: 75,
    });
    await cartApi.add(app, student.token, course.id);
    await cartApi.add(app, student.token, courses.audit.id);
    await app.request(`/api/courses/${course.id}/unpublish`, {
      method: 'POST',
      headers: bearer(instructor.token),
    });

    const cart = await readCart(app, student.token);
    expect(cart.items.find((item) => item.courseId === course.id)?.unavailable).toBe(t.courseNotFound);
    expect(cart.totals).toEqual([{ currency: pen.shown, amount: 99.9 }]);
  });
});

describe('what cannot go in the cart', () => {
  it('refuses the same course twice with 409, keeping one line', async () => {
    const student = await signedInPerson(app);
    await cartApi.add(app, student.token, courses.safety.id);
    const again = await cartApi.add(app, student.token, courses.safety.id);
    expect(again.status).toBe(409);
    expect(await refusalOf(again)).toEqual({ message: t.alreadyInCart, code: 'conflict' });
    expect((await readCart(app, student.token)).items).toHaveLength(1);
  });

  it('keeps one line when the same course is added from many tabs at once', async () => {
    const student = await signedInPerson(app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => cartApi.add(app, student.token, courses.safety.id)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await readCart(app, student.token)).items).toHaveLength(1);
  });

  it('refuses a free course, one’s own course, a course already owned and one in a pending order, saying which', async () => {
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, courses.free.id);
    await buy(app, student.token, [courses.audit.id]);
    const refusals = [
      [student.token, courses.free.id, t.notForSale],
      [instructor.token, courses.safety.id, t.ownCourse],
      [student.token, courses.audit.id, t.alreadyPending],
    ] as const;
    for (const [token, courseId, message] of refusals) {
      const response = await cartApi.add(app, token, courseId);
      expect(response.status).toBe(422);
      expect(await refusalOf(response)).toEqual({ message, code: 'validation_failed' });
    }

    const owner = await signedInPerson(app);
    const order = await buy(app, owner.token, [courses.safety.id]);
    await approve(app, admin.token, order.id);
    const owned = await cartApi.add(app, owner.token, courses.safety.id);
    expect(owned.status).toBe(422);
    expect((await refusalOf(owned)).message).toBe(t.alreadyOwned);
    expect((await readCart(app, owner.token)).items).toEqual([]);
  });

  it('answers 404 for a draft, a deleted course and an unknown id', async () => {
    const student = await signedInPerson(app);
    const draft = await createLearningCourse(app, instructor.token, refs, { price: 20, published: false });
    const deleted = await createLearningCourse(app, instructor.token, refs, { price: 20 });
    await app.request(`/api/courses/${deleted.id}`, { method: 'DELETE', headers: bearer(instructor.token) });
    for (const id of [draft.id, deleted.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await cartApi.add(app, student.token, id);
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(t.courseNotFound);
    }
    expect((await readCart(app, student.token)).items).toEqual([]);
  });

  it('refuses malformed input with a Spanish message', async () => {
    const student = await signedInPerson(app);
    for (const body of [{}, { courseId: 'abc' }, { courseId: 42 }, { courseId: "' OR 1=1 --" }]) {
      const response = await app.request('/api/cart/items', {
        method: 'POST',
        headers: { ...bearer(student.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).message).toBe(t.invalidCourse);
    }
    expect((await cartApi.remove(app, student.token, 'not-a-uuid')).status).toBe(400);
  });
});

describe('whose cart it is', () => {
  it('asks for a session', async () => {
    expect((await cartApi.get(app, undefined)).status).toBe(401);
    expect((await cartApi.add(app, undefined, courses.audit.id)).status).toBe(401);
    expect((await cartApi.remove(app, undefined, courses.audit.id)).status).toBe(401);
    expect(
      (await cartApi.checkout(app, undefined, [{ courseId: courses.audit.id, price: 99.9 }])).status,
    ).toBe(401);
  });

  it('gives admins no cart: they open every course without buying', async () => {
    for (const response of [
      await cartApi.get(app, admin.token),
      await cartApi.add(app, admin.token, courses.audit.id),
      await cartApi.checkout(app, admin.token, [{ courseId: courses.audit.id, price: 99.9 }]),
    ]) {
      expect(response.status).toBe(403);
      expect((await refusalOf(response)).message).toBe(t.adminsDoNotBuy);
    }
  });

  it('never shows or changes another person’s cart', async () => {
    const [ana, bruno] = await Promise.all([signedInPerson(app), signedInPerson(app)]);
    await cartApi.add(app, ana.token, courses.safety.id);
    expect((await readCart(app, bruno.token)).items).toEqual([]);
    // Bruno "removing" Ana's course touches only his own cart.
    await cartApi.remove(app, bruno.token, courses.safety.id);
    expect((await readCart(app, ana.token)).items.map((item) => item.courseId)).toEqual([courses.safety.id]);
  });
});
