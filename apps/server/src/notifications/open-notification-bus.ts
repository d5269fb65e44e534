import { createMemoryNotificationBus } from './memory-notification-bus';
import type { NotificationBus } from './notification-bus';

/**
 * The one place that chooses the bus. A single process (`npm start`, PGlite) needs nothing
 * more than memory. Several processes behind a load balancer will need a Redis bus here,
 * chosen by REDIS_URL (DESIGN.md "at scale"): until then run one process per database.
 */
export function openNotificationBus(): NotificationBus {
  return createMemoryNotificationBus();
}
