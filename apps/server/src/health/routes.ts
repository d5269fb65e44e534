import { createRoute } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { z } from 'zod';
import { createRouter } from '../http/router';
import { oldestDueJob } from '../jobs/queue-health';

export const healthRoutes = createRouter();

const componentStatus = z.enum(['ok', 'down']);
export const healthSchema = z.object({
  status: componentStatus,
  db: componentStatus,
  storage: componentStatus,
  /** 'off' without REDIS_URL. Redis being down does not make the service down (README "Running at scale"). */
  redis: z.enum(['ok', 'down', 'off']),
  /**
   * 'lagging' when a job due more than JOBS_LAG_ALERT_SECONDS ago has not started (no process is
   * running jobs, or they cannot keep up), or the queue cannot be read. It does not make the
   * service down: requests are still served.
   */
  jobs: z.enum(['ok', 'lagging']),
});

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'down';
  }
}

healthRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['Sistema'],
    summary: 'Estado del servicio',
    responses: {
      200: { description: 'Todo funciona', content: { 'application/json': { schema: healthSchema } } },
      503: {
        description: 'La base de datos o el almacenamiento no responden',
        content: { 'application/json': { schema: healthSchema } },
      },
    },
  }),
  async (c) => {
    const { db, storage, redis, clock, config } = c.var.deps;
    const [dbStatus, storageStatus, redisStatus, jobsStatus] = await Promise.all([
      probe(() => sql`SELECT 1`.execute(db.kysely)),
      probe(() => storage.check()),
      redis ? probe(() => redis.commands.ping()) : ('off' as const),
      oldestDueJob(db.kysely, clock.now()).then(
        (due) =>
          due && clock.now().getTime() - due.getTime() > config.env.JOBS_LAG_ALERT_SECONDS * 1000
            ? ('lagging' as const)
            : ('ok' as const),
        () => 'lagging' as const,
      ),
    ]);
    // Without Redis each process still serves (in-memory limits): a load balancer must keep it.
    const ok = dbStatus === 'ok' && storageStatus === 'ok';
    c.header('Cache-Control', 'no-store');
    const body = {
      status: ok ? 'ok' : 'down',
      db: dbStatus,
      storage: storageStatus,
      redis: redisStatus,
      jobs: jobsStatus,
    } as const;
    return ok ? c.json(body, 200) : c.json(body, 503);
  },
);
