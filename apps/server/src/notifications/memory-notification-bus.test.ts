import type { Notification } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryNotificationBus } from './memory-notification-bus';

const notification: Notification = {
  id: '5f0c3b8e-8c1a-4f3e-9d2b-1a2b3c4d5e6f',
  type: 'info',
  title: 'Hola',
  message: 'Mundo',
  timestamp: new Date().toISOString(),
  read: false,
  actionUrl: null,
  actionLabel: null,
};

describe('the in-memory notification bus', () => {
  it('delivers to the profile’s listeners only, until they unsubscribe', async () => {
    const bus = createMemoryNotificationBus();
    const mine = vi.fn();
    const theirs = vi.fn();
    const unsubscribe = bus.subscribe('ana', mine);
    bus.subscribe('beto', theirs);

    await bus.publish('ana', notification);
    expect(mine).toHaveBeenCalledWith(notification);
    expect(theirs).not.toHaveBeenCalled();

    unsubscribe();
    await bus.publish('ana', notification);
    expect(mine).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const bus = createMemoryNotificationBus();
    const healthy = vi.fn();
    bus.subscribe('ana', () => {
      throw new Error('stream closed');
    });
    bus.subscribe('ana', healthy);
    await bus.publish('ana', notification);
    expect(healthy).toHaveBeenCalledTimes(1);
  });

  it('treats the same function subscribed twice as two subscriptions', async () => {
    const bus = createMemoryNotificationBus();
    const listener = vi.fn();
    const first = bus.subscribe('ana', listener);
    bus.subscribe('ana', listener);
    first();
    await bus.publish('ana', notification);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
