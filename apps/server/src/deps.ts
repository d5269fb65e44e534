import type { Config } from './config/config';
import type { Database } from './db/database';
import type { FileLinks } from './storage/file-links';
import type { Storage } from './storage/storage';
import type { RateLimiter } from './auth/rate-limiter';
import type { Logger } from './core/logger';
import type { NotificationBus } from './notifications/notification-bus';
import type { NotificationStreamRegistry } from './notifications/notification-stream-registry';
import type { RedisConnections } from './redis/open-redis';
import type { UploadStaging } from './uploads/upload-staging';
import type { Clock } from './time/clock';
import type { JobQueue } from './jobs/job-queue';

/**
 * Everything a request handler or a use case may use, built once at start-up (bootstrap.ts) or per
 * test. It names the services' types only: the implementations are chosen where the app is
 * composed, so the web layer (http/) and the features can share this bag without importing each
 * other (docs/decisions/0026-the-server-core.md).
 */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: Storage;
  /** Stored keys as expiring signed links, on the clock below: what presenters sign with. */
  fileLinks: FileLinks;
  logger: Logger;
  rateLimiter: RateLimiter;
  notificationBus: NotificationBus;
  /** The live notification streams open on this process, capped per account. */
  notificationStreams: NotificationStreamRegistry;
  uploadStaging: UploadStaging;
  /** Background work: jobs enqueued in the caller's transaction, run by any process (jobs/). */
  jobs: JobQueue;
  /** The time, injected: the system clock in production, a manual one in tests that move time. */
  clock: Clock;
  /** Redis, when REDIS_URL is set; for the health check (its users get what they need above). */
  redis: RedisConnections | null;
  /** Closes the connections opened for these (database, Redis) when the process ends. */
  close(): Promise<void>;
}
