import {
  NOTIFICATION_STREAM_HEARTBEAT_MS,
  NOTIFICATION_STREAM_SUPERSEDED_EVENT,
  notificationSchema,
  type Notification,
} from '@aula/shared';
import { reconnectDelay } from '../lib/reconnect-delay';
import { createSseParser } from '../lib/sse-parser';

/** Without a byte for this long (two heartbeats and a margin) the connection is taken for dead. */
const SILENCE_LIMIT_MS = NOTIFICATION_STREAM_HEARTBEAT_MS * 2 + 10_000;
/** A connection that lasted this long was healthy: the next failure starts the back-off afresh. */
const STABLE_AFTER_MS = NOTIFICATION_STREAM_HEARTBEAT_MS;

export interface LiveUpdatesOptions {
  /** opens the stream; rejects when it cannot */
  open(signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  onNotification(notification: Notification): void;
  /**
   * the stream is open: the list must be fetched again, since whatever was created before
   * this moment (while disconnected, or while the first list was loading) will not come live
   */
  onConnect(): void;
  /** ends the updates for good (sign-out, the last bell or toast area unmounted) */
  signal: AbortSignal;
  delay?: (attempt: number) => number;
  silenceLimitMs?: number;
  /** resolves once the person turns to this tab again (by default: it shows or gains focus) */
  untilAttention?: (signal: AbortSignal) => Promise<void>;
}

/**
 * Keeps the live stream open while `signal` lives: reconnects with back-off after a drop, a
 * refusal or a silent (half-open) connection, and hands each new notification over.
 *
 * The server closes an account's oldest stream when it opens one too many (docs/decisions/0017),
 * saying so first. That tab then waits until the person turns to it: reconnecting at once would
 * close another tab's stream, which would reconnect in turn, for ever.
 */
export async function runLiveUpdates(options: LiveUpdatesOptions): Promise<void> {
  const { signal, delay = reconnectDelay, untilAttention = untilTabAttention } = options;
  let failures = 0;
  while (!signal.aborted) {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop);
    let openedAt: number | null = null;
    let superseded = false;
    try {
      const body = await options.open(connection.signal);
      openedAt = Date.now();
      options.onConnect();
      superseded = await readEvents(body, connection, options);
    } catch {
      // Dropped, refused or timed out: the loop tries again after a pause.
    } finally {
      signal.removeEventListener('abort', stop);
      connection.abort();
    }
    if (signal.aborted) return;
    if (superseded) {
      await untilAttention(signal);
      failures = 0;
      continue;
    }
    if (openedAt !== null && Date.now() - openedAt >= STABLE_AFTER_MS) failures = 0;
    await sleep(delay(failures), signal);
    failures += 1;
  }
}

/** Reads the stream until it ends; answers whether the server ended it as superseded. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  connection: AbortController,
  options: LiveUpdatesOptions,
): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let superseded = false;
  const feed = createSseParser((event) => {
    if (event.event === NOTIFICATION_STREAM_SUPERSEDED_EVENT) superseded = true;
    if (event.event !== 'notification') return;
    const parsed = notificationSchema.safeParse(safeJson(event.data));
    if (parsed.success) options.onNotification(parsed.data);
  });
  const silenceLimit = options.silenceLimitMs ?? SILENCE_LIMIT_MS;
  let watchdog = setTimeout(() => connection.abort(), silenceLimit);
  const cancel = () => void reader.cancel().catch(() => {});
  connection.signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || connection.signal.aborted) return superseded;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => connection.abort(), silenceLimit);
      feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(watchdog);
    connection.signal.removeEventListener('abort', cancel);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Resolves when the tab is shown or gains focus (or the updates end). */
function untilTabAttention(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('focus', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') done();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('focus', done);
    signal.addEventListener('abort', done);
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
