import {
  NOTIFICATION_STREAM_HEARTBEAT_MS,
  NOTIFICATION_STREAM_SUPERSEDED_EVENT,
  type Notification,
} from '@aula/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser, signIn, type TestUser } from '../../test/factories';
import { sseReader } from '../../test/sse-reader';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotification } from './create-notification';
import type { NotificationBus } from './notification-bus';

let app: TestApp;
let ana: TestUser;
let beto: TestUser;
let anaToken: string;
/** Streams currently subscribed to the bus, counted by wrapping the app's own bus. */
let subscribed = 0;

beforeAll(async () => {
  app = await createTestApp();
  [ana, beto] = await Promise.all([createUser(app.deps), createUser(app.deps)]);
  anaToken = (await signIn(app, ana.email, ana.password)).accessToken;
  const bus = app.deps.notificationBus;
  app.deps.notificationBus = {
    publish: (profileId, notification) => bus.publish(profileId, notification),
    subscribe(profileId, listener) {
      subscribed += 1;
      const unsubscribe = bus.subscribe(profileId, listener);
      return () => {
        subscribed -= 1;
        unsubscribe();
      };
    },
  } satisfies NotificationBus;
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

async function openStream(token = anaToken) {
  const response = await app.request('/api/notifications/stream', { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = sseReader(response.body!);
  expect(await stream.next()).toEqual({ comment: 'connected' });
  return stream;
}

const notify = (user: TestUser, title: string) =>
  createNotification(app.deps, { profileId: user.profileId, type: 'info', title, message: 'Hola' });

describe('the live stream', () => {
  it('delivers a notification created after it opened, and none of another user', async () => {
    const stream = await openStream();
    await notify(beto, 'Para Beto');
    const created = await notify(ana, 'Para Ana');

    const event = await stream.next();
    expect(event).toMatchObject({ event: 'notification', id: created.id });
    expect(JSON.parse(event!.data!) as Notification).toEqual(created);
    await stream.cancel();
  });

  it('delivers to every open tab of the user', async () => {
    const [first, second] = [await openStream(), await openStream()];
    const created = await notify(ana, 'Dos pestañas');
    expect((await first.next())?.id).toBe(created.id);
    expect((await second.next())?.id).toBe(created.id);
    await Promise.all([first.cancel(), second.cancel()]);
  });

  it('unsubscribes when the client goes away', async () => {
    const before = subscribed;
    const stream = await openStream();
    expect(subscribed).toBe(before + 1);
    await stream.cancel();
    await vi.waitFor(() => expect(subscribed).toBe(before));
  });

  it('sends a heartbeat while the session lives, and ends when it is signed out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const session = await signIn(app, ana.email, ana.password);
    const before = subscribed;
    const stream = await openStream(session.accessToken);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_STREAM_HEARTBEAT_MS);
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });

    await app.request('/api/auth/sign-out', { method: 'POST', headers: bearer(session.accessToken) });
    await vi.advanceTimersByTimeAsync(NOTIFICATION_STREAM_HEARTBEAT_MS);
    expect(await stream.next()).toBeNull();
    await vi.waitFor(() => expect(subscribed).toBe(before));
  });

  it('keeps a few streams per account: thirty opened in a row leave the newest five, the others told why', async () => {
    const max = app.deps.config.env.NOTIFICATION_STREAMS_PER_ACCOUNT;
    expect(max).toBe(5);
    const anasTab = await openStream();
    const carla = await createUser(app.deps);
    const token = (await signIn(app, carla.email, carla.password)).accessToken;
    const before = subscribed;

    const streams = [];
    for (let opened = 0; opened < 30; opened += 1) streams.push(await openStream(token));
    await vi.waitFor(() => expect(subscribed).toBe(before + max));
    for (const closed of streams.slice(0, -max)) {
      expect(await closed.next()).toEqual({ event: NOTIFICATION_STREAM_SUPERSEDED_EVENT, data: '{}' });
      expect(await closed.next()).toBeNull();
    }

    // The newest ones, and the other account's, still deliver.
    const forCarla = await notify(carla, 'Para Carla');
    for (const open of streams.slice(-max)) expect((await open.next())?.id).toBe(forCarla.id);
    const forAna = await notify(ana, 'Para Ana');
    expect((await anasTab.next())?.id).toBe(forAna.id);
    await Promise.all([anasTab, ...streams.slice(-max)].map((open) => open.cancel()));
  });

  it('refuses to open without a live session', async () => {
    const session = await signIn(app, ana.email, ana.password);
    await app.request('/api/auth/sign-out', { method: 'POST', headers: bearer(session.accessToken) });
    const response = await app.request('/api/notifications/stream', { headers: bearer(session.accessToken) });
    expect(response.status).toBe(401);
  });
});
