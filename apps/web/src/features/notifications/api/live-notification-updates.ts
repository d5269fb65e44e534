import { NOTIFICATION_STREAM_HEARTBEAT_MS, notificationSchema, type Notification } from '@aula/shared';
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
}

/**
 * Keeps the live stream open while `signal` lives: reconnects with back-off after a drop, a
 * refusal or a silent (half-open) connection, and hands each new notification over.
 */
export async function runLiveUpdates(options: LiveUpdatesOptions): Promise<void> {
  const { signal, delay = reconnectDelay } = options;
  let failures = 0;
  while (!signal.aborted) {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop);
    let openedAt: number | null = null;
    try {
      const body = await options.open(connection.signal);
      openedAt = Date.now();
      options.onConnect();
      await readEvents(body, connection, options);
    } catch {
      // Dropped, refused or timed out: the loop tries again after a pause.
    } finally {
      signal.removeEventListener('abort', stop);
      connection.abort();
    }
    if (signal.aborted) return;
    if (openedAt !== null && Date.now() - openedAt >= STABLE_AFTER_MS) failures = 0;
    await sleep(delay(failures), signal);
    failures += 1;
  }
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  connection: AbortController,
  options: LiveUpdatesOptions,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const feed = createSseParser((event) => {
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
      if (done || connection.signal.aborted) return;
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
