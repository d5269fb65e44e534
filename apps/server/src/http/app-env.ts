import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { Storage } from '../storage/storage';
import type { RateLimiter } from '../auth/rate-limiter';
import type { Logger } from '../core/logger';
import type { AuthContext } from '../auth/auth-context';
import type { NotificationBus } from '../notifications/notification-bus';
import type { NotificationStreamRegistry } from '../notifications/notification-stream-registry';
import type { RedisConnections } from '../redis/open-redis';
import type { UploadStaging } from '../uploads/upload-staging';
import type { Clock } from '../time/clock';

/** Everything a request handler may use, built once at start-up (or per test). */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: Storage;
  logger: Logger;
  rateLimiter: RateLimiter;
  notificationBus: NotificationBus;
  /** The live notification streams open on this process, capped per account. */
  notificationStreams: NotificationStreamRegistry;
  uploadStaging: UploadStaging;
  /** The time, injected: the system clock in production, a manual one in tests that move time. */
  clock: Clock;
  /** Redis, when REDIS_URL is set; for the health check (its users get what they need above). */
  redis: RedisConnections | null;
  /** Closes the connections opened for these (database, Redis) when the process ends. */
  close(): Promise<void>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    auth: AuthContext;
    /** Set when the body went past its route's limit while being read (http/body-limits.ts). */
    bodyTooLarge?: boolean;
  };
}
