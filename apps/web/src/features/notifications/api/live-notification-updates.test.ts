import { NOTIFICATION_STREAM_SUPERSEDED_EVENT, type Notification } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { runLiveUpdates } from './live-notification-updates';

const notification: Notification = {
  id: '5f0c3b8e-8c1a-4f3e-9d2b-1a2b3c4d5e6f',
  type: 'success',
  title: 'Curso completado',
  message: '¡Felicidades!',
  timestamp: '2026-03-10T12:00:00.000Z',
  read: false,
  actionUrl: null,
  actionLabel: null,
};

/** A stream the test writes to, as the server would. */
function serverStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    body,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function setup({
  refuseFirst = false,
  silenceLimitMs,
}: { refuseFirst?: boolean; silenceLimitMs?: number } = {}) {
  const streams: ReturnType<typeof serverStream>[] = [];
  const open = vi.fn(async () => {
    if (refuseFirst && open.mock.calls.length === 1) throw new Error('503');
    const stream = serverStream();
    streams.push(stream);
    return stream.body;
  });
  const onNotification = vi.fn();
  const onConnect = vi.fn();
  const controller = new AbortController();
  const delay = vi.fn(() => 0);
  const running = runLiveUpdates({
    open,
    onNotification,
    onConnect,
    signal: controller.signal,
    delay,
    silenceLimitMs,
  });
  return { streams, open, onNotification, onConnect, delay, stop: () => controller.abort(), running };
}

describe('runLiveUpdates', () => {
  it('hands over each notification and skips heartbeats and malformed events', async () => {
    const live = setup();
    await vi.waitFor(() => expect(live.streams).toHaveLength(1));
    live.streams[0]!.send(': connected\n\n: heartbeat\n\nevent: notification\ndata: {"broken"\n\n');
    live.streams[0]!.send(
      `event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`,
    );
    await vi.waitFor(() => expect(live.onNotification).toHaveBeenCalledWith(notification));
    expect(live.onNotification).toHaveBeenCalledTimes(1);
    live.stop();
    await live.running;
  });

  it('reconnects with growing back-off after drops, asking each time for what was missed', async () => {
    const live = setup();
    await vi.waitFor(() => expect(live.onConnect).toHaveBeenCalledTimes(1));
    live.streams[0]!.end();
    await vi.waitFor(() => expect(live.onConnect).toHaveBeenCalledTimes(2));
    live.streams[1]!.end();
    await vi.waitFor(() => expect(live.streams).toHaveLength(3));
    expect(live.delay.mock.calls).toEqual([[0], [1]]);
    live.stop();
    await live.running;
  });

  it('reconnects after a refusal', async () => {
    const live = setup({ refuseFirst: true });
    await vi.waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.open).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(live.onConnect).toHaveBeenCalledTimes(1));
    live.stop();
    await live.running;
  });

  it('takes a silent connection for dead and opens another', async () => {
    const live = setup({ silenceLimitMs: 20 });
    await vi.waitFor(() => expect(live.streams.length).toBeGreaterThanOrEqual(2));
    live.stop();
    await live.running;
  });

  it('after the server closes it for a newer tab, reconnects only once the person turns to this tab', async () => {
    const live = setup();
    await vi.waitFor(() => expect(live.streams).toHaveLength(1));
    live.streams[0]!.send(`event: ${NOTIFICATION_STREAM_SUPERSEDED_EVENT}\ndata: {}\n\n`);
    live.streams[0]!.end();
    // A dropped stream would be open again by now (the test's back-off is 0 ms).
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live.open).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(live.onConnect).toHaveBeenCalledTimes(2));
    live.stop();
    await live.running;
  });

  it('stops for good when told to', async () => {
    const live = setup();
    await vi.waitFor(() => expect(live.streams).toHaveLength(1));
    live.stop();
    await live.running;
    expect(live.open).toHaveBeenCalledTimes(1);
  });
});
