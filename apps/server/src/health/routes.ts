import { createRoute } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { z } from 'zod';
import { createRouter } from '../http/router';

export const healthRoutes = createRouter();

const componentStatus = z.enum(['ok', 'down']);
export const healthSchema = z.object({
  status: componentStatus,
  db: componentStatus,
  storage: componentStatus,
  /** 'off' without REDIS_URL. Redis being down does not make the service down (README "Running at scale"). */
  redis: z.enum(['ok', 'down', 'off']),
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
    const { db, storage, redis } = c.var.deps;
    const [dbStatus, storageStatus, redisStatus] = await Promise.all([
      probe(() => sql`SELECT 1`.execute(db.kysely)),
      probe(() => storage.check()),
      redis ? probe(() => redis.commands.ping()) : ('off' as const),
    ]);
    // Without Redis each process still serves (in-memory limits): a load balancer must keep it.
    const ok = dbStatus === 'ok' && storageStatus === 'ok';
    c.header('Cache-Control', 'no-store');
    const body = {
      status: ok ? 'ok' : 'down',
      db: dbStatus,
      storage: storageStatus,
      redis: redisStatus,
    } as const;
    return ok ? c.json(body, 200) : c.json(body, 503);
  },
);
