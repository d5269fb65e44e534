import { NOTIFICATION_STREAM_HEARTBEAT_MS, NOTIFICATION_STREAM_SUPERSEDED_EVENT } from '@aula/shared';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { findLiveSession } from '../auth/session-queries';
import type { AppEnv } from '../http/app-env';

const SUPERSEDED_EVENT = `event: ${NOTIFICATION_STREAM_SUPERSEDED_EVENT}\ndata: {}\n\n`;

/**
 * The caller's new notifications as Server-Sent Events (docs/decisions/0005). requireAuth has
 * checked the session when the stream opened; every heartbeat checks it again, so a sign-out
 * elsewhere or a revoked session ends the stream within one heartbeat instead of never.
 *
 * An account keeps a few streams open at once (docs/decisions/0017): one more closes its oldest,
 * after a `superseded` event that tells that tab not to reconnect on its own at once.
 */
export function streamNotifications(c: Context<AppEnv>, heartbeatMs = NOTIFICATION_STREAM_HEARTBEAT_MS) {
  const { db, clock, notificationBus, notificationStreams } = c.var.deps;
  const { profileId, sessionId, userId } = c.var.viewer;
  const log = c.var.log;
  // Proxies such as nginx buffer responses by default, and a buffered stream delivers nothing live.
  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', 'no-store');

  return streamSSE(c, async (stream) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));

    // Subscribed before anything is awaited: a notification created as soon as the client sees
    // the stream open is already on its way.
    const unsubscribe = notificationBus.subscribe(profileId, (notification) => {
      void stream.writeSSE({
        event: 'notification',
        id: notification.id,
        data: JSON.stringify(notification),
      });
    });
    const heartbeat = setInterval(() => {
      findLiveSession(db.kysely, sessionId, userId, clock.now()).then(
        (session) => (session ? void stream.write(': heartbeat\n\n') : end()),
        (error: unknown) => {
          // Without knowing the session is live the stream cannot go on; the client reconnects.
          log.warn({ err: error }, 'notification stream session check failed');
          end();
        },
      );
    }, heartbeatMs);
    stream.onAbort(end);
    c.req.raw.signal.addEventListener('abort', end, { once: true });
    const release = notificationStreams.open(profileId, () => {
      // Queued before the stream closes (write() hands the bytes to the writer at once), so the
      // tab learns why its stream ended.
      void stream.write(SUPERSEDED_EVENT);
      end();
    });

    try {
      // A first byte at once: the client knows the stream is open, and no proxy waits for more.
      void stream.write(': connected\n\n');
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      release();
    }
  });
}
