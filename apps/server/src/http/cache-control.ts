import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * API answers are not kept by the browser unless their route says they may be (reference data,
 * the API document, media behind a signed link): most carry someone's data, and on a ward's
 * shared computer the next person could read them from the cache.
 */
export const noStoreUnlessCacheable = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // 'no-cache' (what Hono's event streams say) still lets the browser store the answer.
  const said = c.res.headers.get('Cache-Control');
  if (said === null || said === 'no-cache') c.res.headers.set('Cache-Control', 'no-store');
});
