import type { Config } from './config/config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { restrictToOwner } from './config/owner-only';
import { openDatabase } from './db/open-database';
import type { AppDeps } from './deps';
import type { Logger } from './core/logger';
import { createNotificationStreamRegistry } from './notifications/notification-stream-registry';
import { openCoordination } from './open-coordination';
import { seedDemoData } from './seed/seed-demo-data';
import { seedReferenceData } from './seed/seed-reference-data';
import { openStorage } from './storage/open-storage';
import { createFileLinks } from './storage/file-links';
import type { Storage } from './storage/storage';
import { createUploadStaging } from './uploads/upload-staging';
import { systemClock, type Clock } from './time/clock';
import { fileOffsetClock } from './time/file-offset-clock';
import { createJobQueue } from './jobs/job-queue';

/** Opens the database, storage and (with REDIS_URL) Redis, applies migrations and seeds: everything the app needs to serve. */
export async function bootstrap(config: Config, logger: Logger): Promise<AppDeps> {
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  await seedReferenceData(db.kysely);
  const storage = openStorage(config);
  await storage.check();
  if (config.env.SEED_DEMO && !config.env.DATABASE_URL) {
    const seeded = await seedDemoData(db.kysely, storage);
    if (seeded) logger.info('demo data seeded');
  }
  await restrictToOwner(config.dataDir);
  return assembleDeps(config, logger, db, storage, clockOf(config, logger));
}

/** The system clock, unless a browser test run moves it (docs/decisions/0027-time-in-browser-tests.md). */
function clockOf(config: Config, logger: Logger): Clock {
  const file = config.env.TEST_CLOCK_FILE;
  if (!file) return systemClock;
  logger.warn({ file }, 'the clock runs ahead by the offset in TEST_CLOCK_FILE: for browser tests only');
  return fileOffsetClock(file);
}

/**
 * Everything a request needs, around an open database and storage: the coordination between
 * processes (memory, or Redis with REDIS_URL) and the upload staging. Tests assemble theirs here too.
 */
export function assembleDeps(
  config: Config,
  logger: Logger,
  db: Database,
  storage: Storage,
  clock: Clock = systemClock,
): AppDeps {
  const coordination = openCoordination(config.env, logger);
  return {
    config,
    db,
    storage,
    fileLinks: createFileLinks(config, clock),
    logger,
    rateLimiter: coordination.rateLimiter,
    notificationBus: coordination.notificationBus,
    notificationStreams: createNotificationStreamRegistry(config.env.NOTIFICATION_STREAMS_PER_ACCOUNT),
    redis: coordination.redis,
    uploadStaging: createUploadStaging(db.kysely, storage, {
      maxUploads: config.env.UPLOAD_STAGED_PER_ACCOUNT,
      maxBytes: config.env.UPLOAD_STAGED_MB_PER_ACCOUNT * 1024 * 1024,
    }),
    jobs: createJobQueue(clock),
    clock,
    async close() {
      await coordination.close();
      await db.close();
    },
  };
}
