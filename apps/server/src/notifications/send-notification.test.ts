import { messages, notificationListSchema, notificationSchema, ROLE_CODES } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let student: TestUser;
let adminToken: string;
let instructorToken: string;
let studentToken: string;

beforeAll(async () => {
  app = await createTestApp();
  const [admin, instructor] = await Promise.all([
    createUser(app.deps, ROLE_CODES.admin),
    createUser(app.deps, ROLE_CODES.instructor),
  ]);
  student = await createUser(app.deps);
  adminToken = (await signIn(app, admin.email, admin.password)).accessToken;
  instructorToken = (await signIn(app, instructor.email, instructor.password)).accessToken;
  studentToken = (await signIn(app, student.email, student.password)).accessToken;
});
afterAll(() => app.close());

const notice = (profileId: string) => ({
  profileId,
  type: 'warning',
  title: 'Mantenimiento',
  message: 'El sábado la plataforma no estará disponible de 8:00 a 10:00.',
  actionUrl: '/dashboard',
  actionLabel: 'Ir al panel',
});

const post = (token: string, body: unknown) =>
  app.request('/api/notifications', {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const studentList = async () =>
  bodyOf(await app.request('/api/notifications', { headers: bearer(studentToken) }), notificationListSchema);

describe("an administrator's notice", () => {
  it('reaches the user', async () => {
    const response = await post(adminToken, notice(student.profileId));
    expect(response.status).toBe(201);
    const sent = await bodyOf(response, notificationSchema);
    expect(sent).toMatchObject({
      type: 'warning',
      title: 'Mantenimiento',
      read: false,
      actionUrl: '/dashboard',
    });
    const body = await studentList();
    expect(body.notifications[0]).toEqual(sent);
  });

  it.each([
    ['an instructor', () => instructorToken],
    ['a student', () => studentToken],
  ])('is refused to %s, and nothing is stored', async (_who, token) => {
    const before = (await studentList()).notifications.length;
    const response = await post(token(), notice(student.profileId));
    expect(response.status).toBe(403);
    expect((await refusalOf(response)).message).toBe(messages.common.forbidden);
    expect((await studentList()).notifications).toHaveLength(before);
  });

  it('needs a recipient that exists', async () => {
    const response = await post(adminToken, notice(randomUUID()));
    expect(response.status).toBe(404);
    expect((await refusalOf(response)).message).toBe(messages.notifications.recipientNotFound);
  });

  it('follows the shared rules, in Spanish', async () => {
    const response = await post(adminToken, { ...notice(student.profileId), actionUrl: '//evil.example' });
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields).toEqual({
      actionUrl: messages.notifications.actionUrlInvalid,
    });
  });
});
