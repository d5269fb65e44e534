import {
  mailMessages,
  mailPreferencesSchema,
  ROLE_CODES,
  sentMailMessages,
  unsubscribeAnswerSchema,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api as courseApi,
  editView,
  referenceIds,
  textLesson,
  updateBodyFrom,
  type ReferenceIds,
} from '../../test/course-save-fixtures';
import { bodyOf, refusalOf, sendJson, signedInPerson, type Person } from '../../test/factories';
import { createLearningCourse, enrollOk, learningApi } from '../../test/learning-fixtures';
import { insertOrder } from '../../test/order-factory';
import {
  approve,
  buy,
  configurePayments,
  orderApi,
  PAYMENT_INSTRUCTIONS,
  paidCourses,
  reject,
} from '../../test/order-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import type { JobWorker } from '../jobs/job-worker';

/**
 * The emails of what matters today, received by a real SMTP server, with the right links, and the
 * unsubscribe link honoured without signing in (docs/product/email.md#preferences).
 */
const PUBLIC_URL = 'https://aula.example.org';
let smtp: SmtpTestServer;
let app: TestApp;
let worker: JobWorker;
let admin: Person;
let instructor: Person;
let refs: ReferenceIds;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  worker = createBackgroundWorker(app.deps);
  admin = await signedInPerson(app, ROLE_CODES.admin);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
  refs = await referenceIds(app);
  await configurePayments(app, admin.token);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const mailTo = (person: Person) => smtp.to(person.email);

async function approvedOrder(student: Person, title: string) {
  const course = await createLearningCourse(app, instructor.token, refs, { title, price: 120 });
  const orderId = await insertOrder(app, student.profileId, course.id, 'pending');
  await approve(app, admin.token, orderId);
  await worker.drain();
}

describe('order emails', () => {
  it('sends the buyer how to pay, with the code and the instructions, and each admin the order to watch for', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const { safety, pharmacovigilance } = await paidCourses(app, instructor.token, refs);
    const order = await buy(app, student.token, [safety.id, pharmacovigilance.id]);
    await worker.drain();

    const [mail] = mailTo(student);
    expect(mail!.subject).toBe(mailMessages.orderPlaced.subject(order.code));
    expect(mail!.text).toContain('Seguridad del paciente');
    expect(mail!.text).toContain('Farmacovigilancia');
    expect(mail!.text).toContain(mailMessages.orderPlaced.total('PEN 180.00 + USD 49.90'));
    expect(mail!.text).toContain(PAYMENT_INSTRUCTIONS);
    expect(mail!.text).toContain(mailMessages.orderPlaced.reference(order.code));
    expect(mail!.text).toContain(`${PUBLIC_URL}/dashboard/purchases`);

    const toAdmin = mailTo(admin).find(
      (received) => received.subject === mailMessages.orderPlacedAdmin.subject(order.code),
    );
    expect(toAdmin!.text).toContain(`${PUBLIC_URL}/dashboard/orders/${order.id}`);
    expect(toAdmin!.text).toContain(order.code);
  });

  it('tells the buyer why an order was rejected, and why it was refunded', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const { safety, pharmacovigilance } = await paidCourses(app, instructor.token, refs);
    const rejected = await buy(app, student.token, [safety.id]);
    await reject(app, admin.token, rejected.id, 'El monto transferido no coincide.');
    const refunded = await buy(app, student.token, [pharmacovigilance.id]);
    await approve(app, admin.token, refunded.id);
    expect(
      (await orderApi.refund(app, admin.token, refunded.id, 'Lo pidió dentro de la garantía.')).status,
    ).toBe(200);
    await worker.drain();

    const subjects = mailTo(student).map((received) => received.subject);
    expect(subjects).toContain(mailMessages.orderRejected.subject(rejected.code));
    expect(subjects).toContain(mailMessages.orderRefunded.subject(refunded.code));
    const rejectedMail = mailTo(student).find(
      (received) => received.subject === mailMessages.orderRejected.subject(rejected.code),
    )!;
    expect(rejectedMail.text).toContain(
      mailMessages.orderRejected.reason('El monto transferido no coincide.'),
    );
    expect(rejectedMail.text).toContain(`${PUBLIC_URL}/dashboard/purchases`);
    const refundedMail = mailTo(student).find(
      (received) => received.subject === mailMessages.orderRefunded.subject(refunded.code),
    )!;
    expect(refundedMail.text).toContain(mailMessages.orderRefunded.reason('Lo pidió dentro de la garantía.'));
  });

  it('tells the buyer their order was approved, with a link to Mis Cursos and a one-click unsubscribe', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    await approvedOrder(student, 'Prevención de caídas en hospitalización');

    const [mail] = mailTo(student);
    expect(mail!.subject).toMatch(/^Tu pedido \S+ fue aprobado$/);
    expect(mail!.text).toContain('Prevención de caídas en hospitalización');
    expect(mail!.text).toContain(`${PUBLIC_URL}/dashboard/my-courses`);
    expect(mail!.text).toContain(mailMessages.unsubscribe);
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = mail!.header('List-Unsubscribe')!.match(/<(.+)>/)![1]!;
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/unsubscribe?token=`)).toBe(true);

    // The mail program posts to the link, without any session (RFC 8058).
    const url = new URL(oneClick);
    const unsubscribed = await app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(await bodyOf(unsubscribed, unsubscribeAnswerSchema)).toEqual({
      kind: 'orders',
      message: sentMailMessages.unsubscribed(sentMailMessages.preferenceKinds.orders),
    });

    // That kind stops; the person sees the choice in their profile, and others go on.
    await approvedOrder(student, 'Identificación correcta del paciente');
    expect(mailTo(student)).toHaveLength(1);
    const preferences = await bodyOf(
      await sendJson(app, 'GET', '/api/account/mail-preferences', student.token),
      mailPreferencesSchema,
    );
    expect(preferences).toEqual({
      orders: false,
      certificates: true,
      comments: false,
      lessons: false,
      training: true,
    });
  });

  it('refuses an unsubscribe link that was tampered with, and changes nothing', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const forged = `${student.userId}.orders.${'A'.repeat(43)}`;
    const refused = await app.request(`/api/unsubscribe?token=${forged}`, { method: 'POST' });
    expect(refused.status).toBe(410);
    expect((await refusalOf(refused)).message).toBe(sentMailMessages.unsubscribeInvalid);
    const preferences = await bodyOf(
      await sendJson(app, 'GET', '/api/account/mail-preferences', student.token),
      mailPreferencesSchema,
    );
    expect(preferences.orders).toBe(true);
  });
});

describe('certificate emails', () => {
  it('sends the certificate with its verification link, unless the person turned them off', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const course = await createLearningCourse(app, instructor.token, refs, { title: 'Higiene de manos' });
    await enrollOk(app, student.token, course.id);
    for (const lessonId of course.lessonIds)
      await learningApi.completeWithEvidence(app, student.token, course.id, lessonId);
    await worker.drain();

    const [mail] = mailTo(student);
    expect(mail!.subject).toBe(mailMessages.certificateIssued.subject('Higiene de manos'));
    const code = mail!.text.match(/Código de verificación: (\S+)/)![1]!;
    expect(mail!.text).toContain(`${PUBLIC_URL}/verify/${code}`);
    expect((await app.request(`/api/verify/${code}`)).status).toBe(200);

    const saved = await sendJson(app, 'PUT', '/api/account/mail-preferences', student.token, {
      orders: true,
      certificates: false,
      comments: false,
      lessons: false,
      training: true,
    });
    expect(saved.status).toBe(200);
    const another = await createLearningCourse(app, instructor.token, refs, {
      title: 'Uso seguro de medicamentos',
    });
    await enrollOk(app, student.token, another.id);
    for (const lessonId of another.lessonIds)
      await learningApi.completeWithEvidence(app, student.token, another.id, lessonId);
    await worker.drain();
    expect(mailTo(student)).toHaveLength(1);
  });
});

describe('comment replies and new lessons', () => {
  async function enrolledIn(title: string) {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const course = await createLearningCourse(app, instructor.token, refs, { title });
    await enrollOk(app, student.token, course.id);
    return { student, course };
  }
  const reply = (token: string, courseId: string, lessonId: string, body: string) =>
    sendJson(app, 'POST', `/api/courses/${courseId}/lessons/${lessonId}/comments`, token, { body });
  async function addLesson(courseId: string, title: string) {
    const body = updateBodyFrom(await editView(app, instructor.token, courseId));
    body.modules[0]!.lessons.push(textLesson(title));
    expect((await courseApi.update(app, instructor.token, courseId, body)).status).toBe(200);
  }

  it('emails neither until the person asks for them: the bell has told them already', async () => {
    const { student, course } = await enrolledIn('Bioseguridad');
    expect((await reply(student.token, course.id, course.lessonIds[0]!, '¿Aplica en UCI?')).status).toBe(201);
    expect((await reply(instructor.token, course.id, course.lessonIds[0]!, 'Sí, también.')).status).toBe(201);
    await addLesson(course.id, 'Residuos biológicos');
    await worker.drain();
    expect(mailTo(student)).toEqual([]);
  });

  it('emails them, with links to the lesson and the course, once turned on', async () => {
    const { student, course } = await enrolledIn('Prevención de infecciones');
    const saved = await sendJson(app, 'PUT', '/api/account/mail-preferences', student.token, {
      orders: true,
      certificates: true,
      comments: true,
      lessons: true,
      training: true,
    });
    expect(saved.status).toBe(200);
    const lessonId = course.lessonIds[0]!;
    expect((await reply(student.token, course.id, lessonId, '¿Cada cuánto se cambia?')).status).toBe(201);
    expect((await reply(instructor.token, course.id, lessonId, 'Cada 72 horas.')).status).toBe(201);
    await addLesson(course.id, 'Catéter venoso central');
    await worker.drain();

    const answered = mailTo(student).find(
      (received) => received.subject === mailMessages.commentReply.subject('Primera lección'),
    )!;
    expect(answered.text).toContain(`${PUBLIC_URL}/dashboard/courses/watch/${course.id}?lesson=${lessonId}`);
    expect(answered.text).toContain('Prevención de infecciones');
    const added = mailTo(student).find(
      (received) => received.subject === mailMessages.newLesson.subject('Prevención de infecciones'),
    )!;
    expect(added.text).toContain('Catéter venoso central');
    expect(added.text).toContain(`${PUBLIC_URL}/dashboard/courses/watch/${course.id}`);
    expect(added.header('List-Unsubscribe')).toMatch(/\/api\/unsubscribe\?token=/);
  });
});
