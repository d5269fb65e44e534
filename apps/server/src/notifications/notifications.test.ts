import { messages, NOTIFICATION_LIST_LIMIT, notificationListSchema } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, bodyOf, createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotification, type NewNotification } from './create-notification';

let app: TestApp;
let ana: TestUser;
let beto: TestUser;
let anaToken: string;
let betoToken: string;

beforeAll(async () => {
  app = await createTestApp();
  [ana, beto] = await Promise.all([createUser(app.deps), createUser(app.deps)]);
  anaToken = (await signIn(app, ana.email, ana.password)).accessToken;
  betoToken = (await signIn(app, beto.email, beto.password)).accessToken;
});
afterAll(() => app.close());

beforeEach(async () => {
  await app.deps.db.kysely.deleteFrom('Notifications').execute();
});

function notify(user: TestUser, overrides: Partial<NewNotification> = {}) {
  return createNotification(app.deps, {
    profileId: user.profileId,
    type: 'info',
    title: 'Nueva lección',
    message: 'Se publicó una lección en tu curso.',
    ...overrides,
  });
}

const list = async (token: string) => {
  const response = await app.request('/api/notifications', { headers: bearer(token) });
  expect(response.status).toBe(200);
  return bodyOf(response, notificationListSchema);
};
const send = (token: string, method: string, path: string) =>
  app.request(`/api/notifications${path}`, { method, headers: bearer(token) });

describe('listing', () => {
  it('answers the caller’s notifications newest first, in the documented shape (docs/product/learning.md#what-a-notification-holds), with the unread count', async () => {
    const older = await notify(ana, { title: 'Primera' });
    await app.deps.db.kysely
      .updateTable('Notifications')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('id_notification', '=', older.id)
      .execute();
    const newer = await notify(ana, {
      type: 'success',
      title: 'Segunda',
      actionUrl: '/dashboard/my-courses',
      actionLabel: 'Ver cursos',
    });
    await notify(beto);

    const body = await list(anaToken);
    expect(body.unreadCount).toBe(2);
    expect(body.notifications.map((n) => n.title)).toEqual(['Segunda', 'Primera']);
    expect(body.notifications[0]).toEqual({
      id: newer.id,
      type: 'success',
      title: 'Segunda',
      message: 'Se publicó una lección en tu curso.',
      timestamp: newer.timestamp,
      read: false,
      actionUrl: '/dashboard/my-courses',
      actionLabel: 'Ver cursos',
    });
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(5000);
  });

  it('lists at most the newest ones but counts every unread one', async () => {
    const total = NOTIFICATION_LIST_LIMIT + 3;
    await app.deps.db.kysely
      .insertInto('Notifications')
      .values(
        Array.from({ length: total }, (_, i) => ({
          id_profile: ana.profileId,
          type: 'info' as const,
          title: `Aviso ${i}`,
          message: 'Hola',
          created_at: new Date(Date.now() - (total - i) * 1000),
        })),
      )
      .execute();
    const body = await list(anaToken);
    expect(body.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(body.notifications[0].title).toBe(`Aviso ${total - 1}`);
    expect(body.unreadCount).toBe(total);
  });

  it('answers an empty list when there is nothing', async () => {
    expect(await list(anaToken)).toMatchObject({ notifications: [], unreadCount: 0 });
  });
});

describe('reading and removing', () => {
  it('marks one read, and it stays read', async () => {
    const first = await notify(ana);
    await notify(ana);
    expect((await send(anaToken, 'POST', `/${first.id}/read`)).status).toBe(204);
    // Marking it again is harmless.
    expect((await send(anaToken, 'POST', `/${first.id}/read`)).status).toBe(204);
    const body = await list(anaToken);
    expect(body.unreadCount).toBe(1);
    expect(body.notifications.find((n) => n.id === first.id)!.read).toBe(true);
  });

  it('marks all read', async () => {
    await Promise.all([notify(ana), notify(ana), notify(beto)]);
    expect((await send(anaToken, 'POST', '/read-all')).status).toBe(204);
    const body = await list(anaToken);
    expect(body.unreadCount).toBe(0);
    expect(body.notifications.every((n) => n.read)).toBe(true);
    expect((await list(betoToken)).unreadCount).toBe(1);
  });

  it('removes one with a soft delete', async () => {
    const gone = await notify(ana);
    const kept = await notify(ana);
    expect((await send(anaToken, 'DELETE', `/${gone.id}`)).status).toBe(204);
    const body = await list(anaToken);
    expect(body.notifications.map((n) => n.id)).toEqual([kept.id]);
    expect(body.unreadCount).toBe(1);
    const row = await app.deps.db.kysely
      .selectFrom('Notifications')
      .select('deleted_at')
      .where('id_notification', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    // Once removed it is gone for every action.
    expect((await send(anaToken, 'DELETE', `/${gone.id}`)).status).toBe(404);
    expect((await send(anaToken, 'POST', `/${gone.id}/read`)).status).toBe(404);
  });

  it('clears all with a soft delete, leaving other users alone', async () => {
    await Promise.all([notify(ana), notify(ana), notify(beto)]);
    expect((await send(anaToken, 'DELETE', '')).status).toBe(204);
    expect(await list(anaToken)).toMatchObject({ notifications: [], unreadCount: 0 });
    expect((await list(betoToken)).notifications).toHaveLength(1);
    const stored = await app.deps.db.kysely
      .selectFrom('Notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('id_profile', '=', ana.profileId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(2);
  });
});

describe('isolation between users', () => {
  it('answers 404 for someone else’s notification and changes nothing', async () => {
    const anas = await notify(ana);
    const read = await send(betoToken, 'POST', `/${anas.id}/read`);
    expect(read.status).toBe(404);
    expect((await refusalOf(read)).message).toBe(messages.common.notFound);
    expect((await send(betoToken, 'DELETE', `/${anas.id}`)).status).toBe(404);
    // Beto's "all" actions reach only Beto's notifications.
    expect((await send(betoToken, 'POST', '/read-all')).status).toBe(204);
    expect((await send(betoToken, 'DELETE', '')).status).toBe(204);

    const body = await list(anaToken);
    expect(body.notifications).toEqual([anas]);
    expect(body.unreadCount).toBe(1);
  });

  it('answers an unknown id like someone else’s', async () => {
    expect((await send(anaToken, 'POST', `/${randomUUID()}/read`)).status).toBe(404);
  });

  it('refuses a malformed id with a Spanish 400', async () => {
    const response = await send(anaToken, 'DELETE', '/no-es-un-id');
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(messages.notifications.idInvalid);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', ''],
    ['GET', '/stream'],
    ['POST', '/read-all'],
    ['POST', `/${randomUUID()}/read`],
    ['DELETE', `/${randomUUID()}`],
    ['DELETE', ''],
    ['POST', ''],
  ])('%s /api/notifications%s answers 401', async (method, path) => {
    const response = await app.request(`/api/notifications${path}`, { method });
    expect(response.status).toBe(401);
    expect((await refusalOf(response)).message).toBe(messages.common.unauthorized);
  });

  it('answers 401 once the session is signed out, even with an unexpired token', async () => {
    const session = await signIn(app, ana.email, ana.password);
    await app.request('/api/auth/sign-out', { method: 'POST', headers: bearer(session.accessToken) });
    expect((await send(session.accessToken, 'GET', '')).status).toBe(401);
  });
});
