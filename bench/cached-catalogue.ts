import { Hono } from 'hono';
import { createApp } from '../apps/server/src/app';
import type { AppEnv } from '../apps/server/src/http/app-env';
import { createErrorHandler } from '../apps/server/src/http/error-handler';
import { listen, signIn, type Academy } from './academy';
import { get, measure, warmUp, type Load } from './load';

export const CATALOGUE_PATH = '/api/courses?pageSize=20';
export const CONNECTION_COUNTS = [10, 50] as const;

export interface CachedComparison {
  connections: number;
  route: Load;
  cached: Load;
}

/**
 * The reference for the catalogue: the same app, with the catalogue route's own handler (its
 * queries and its presenter) swapped for one that answers the body it recorded. Everything in
 * front of that handler still runs (request id, security headers, request log, the session
 * check with its query, the query-string validation), so the difference between the two is what
 * producing the page costs. The app's route table is copied in order, with that one entry
 * replaced, and the app's error handler: zod-openapi registers a route's handler after its middleware and validators, so the
 * handler is the last GET entry of its path.
 */
function withCachedCatalogue(app: ReturnType<typeof createApp>, body: string) {
  const path = new URL(CATALOGUE_PATH, 'http://x').pathname;
  const handler = app.routes.findLast((route) => route.method === 'GET' && route.path === path);
  if (!handler) throw new Error(`no GET ${path} in the app`);
  const reference = new Hono<AppEnv>();
  // The reference answers the catalogue only: no refusal of a right to log.
  reference.onError(createErrorHandler(async () => {}));
  for (const route of app.routes) {
    reference.on(
      route.method,
      route.path,
      route === handler ? (c) => c.body(body, 200, { 'Content-Type': 'application/json' }) : route.handler,
    );
  }
  return reference;
}

/** The student's first catalogue page against the same route serving a cached body, at 10 and 50 connections. */
export async function measureCachedCatalogue(academy: Academy): Promise<CachedComparison[]> {
  const token = await signIn(academy.base, 'estudiante@aula.test');
  const routeUrl = `${academy.base}${CATALOGUE_PATH}`;
  const recorded = await fetch(routeUrl, { headers: { authorization: `Bearer ${token}` } });
  if (recorded.status !== 200) throw new Error(`${routeUrl} answered ${recorded.status}`);
  const reference = await listen(withCachedCatalogue(createApp(academy.deps), await recorded.text()).fetch);
  try {
    const cachedUrl = `${reference.base}${CATALOGUE_PATH}`;
    const results: CachedComparison[] = [];
    for (const connections of CONNECTION_COUNTS) {
      const [route, cached] = [get(routeUrl, token), get(cachedUrl, token)];
      await warmUp(route, { connections });
      await warmUp(cached, { connections });
      const result = {
        connections,
        route: await measure(route, { connections }),
        cached: await measure(cached, { connections }),
      };
      console.log(
        `${academy.mode} catalogue at ${connections} connections: ${result.route.rps.toFixed(0)} req/s (cached body ${result.cached.rps.toFixed(0)} req/s)`,
      );
      results.push(result);
    }
    return results;
  } finally {
    reference.close();
  }
}
