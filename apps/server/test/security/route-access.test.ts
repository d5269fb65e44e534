import { messages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../src/app';
import { bodyOf, refusalOf } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { expectAllowed, expectRefused } from './route-check';
import { PUBLIC_ROUTES, ROUTES, send } from './route-table';
import {
  buildWorld,
  CALLERS,
  expectSecurityHeaders,
  expectSpanishError,
  type World,
} from './security-fixtures';

/**
 * Issue 8, security suite: every route of the OpenAPI document called as every kind of caller.
 * Only the callers route-table.ts allows get through; every other one gets 401 (no valid session)
 * or 403/404 (a session without the right), in Spanish, and the database and the files are
 * exactly as before.
 */
let app: TestApp;
let world: World;
let documented: Map<string, { security?: unknown[] }>;

/**
 * The part of the OpenAPI document this suite reads: each operation's security. The document is
 * served outside the routes it describes, so no route declares a schema for it.
 */
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ security: z.array(z.unknown()).optional() }))),
});

beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
  const document = await bodyOf(await app.request('/api/openapi.json'), documentSchema);
  documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation]),
    ),
  );
}, 120_000);
afterAll(() => app.close());

/**
 * Routes the app serves that the document does not describe: the document itself and its
 * reference page, each open to anyone.
 */
const OUTSIDE_DOCUMENT = [
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/init.js',
  'GET /api/docs/assets/swagger-ui.css',
  'GET /api/docs/assets/swagger-ui-bundle.js',
] as const;

/** Router paths that serve documented routes (or the 404) under another spelling, each covered below. */
const ROUTER_ONLY = [
  // The documented GET /api/files/{key}: a key spans several segments.
  'GET /api/files/*',
  // The resumable upload protocol: its documented POST, HEAD, PATCH and DELETE, plus OPTIONS and GET.
  'ALL /api/uploads/*',
  // The reference page's assets, one route for the files listed above.
  'GET /api/docs/assets/:file',
  // Any other /api path: the Spanish 404.
  'ALL /api/*',
];

describe('the route table', () => {
  it('has a rule for every route of the OpenAPI document, and none for a route that is gone', () => {
    expect(
      [...documented.keys()].filter((route) => !(route in ROUTES)),
      'routes nobody classified',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((route) => !documented.has(route)),
      'rules of no route',
    ).toEqual([]);
  });

  it('lets everyone call exactly the public routes, which the document shows without a session', () => {
    const open = Object.entries(ROUTES)
      .filter(([, rule]) => rule.allow.includes('anonymous'))
      .map(([route]) => route);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
    for (const [route, operation] of documented) {
      // The refresh route's credential is its cookie, not a bearer token.
      const bearer =
        !(PUBLIC_ROUTES as readonly string[]).includes(route) && route !== 'POST /api/auth/refresh';
      expect(operation.security !== undefined, `${route} documents its session`).toBe(bearer);
    }
  });

  it('knows every route the app serves, documented or not', () => {
    const routerSpelling = (route: string) => route.replace(/\{(\w+)\}/g, ':$1');
    const known = new Set([
      ...[...documented.keys()].map(routerSpelling),
      ...OUTSIDE_DOCUMENT,
      ...ROUTER_ONLY,
    ]);
    const served = createApp(app.deps)
      // Middleware takes (c, next); a route's own handler takes only the context.
      .routes.filter((route) => route.handler.length < 2)
      .map((route) => `${route.method} ${route.path}`);
    expect(
      [...new Set(served)].filter((route) => !known.has(route)),
      'routes nobody classified',
    ).toEqual([]);
  });
});

describe('every route, as every caller', () => {
  it.each(Object.entries(ROUTES))('%s', async (route, rule) => {
    await expectRefused(
      world,
      route,
      rule,
      CALLERS.filter((caller) => !rule.allow.includes(caller)),
    );
    await expectAllowed(world, route, rule, rule.allow);
  });
});

describe('routes outside the document', () => {
  it.each(OUTSIDE_DOCUMENT)('%s is open to anyone', async (route) => {
    const response = await app.request(route.split(' ')[1]!);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, route);
    await response.arrayBuffer();
  });

  it('answers any other /api path with the Spanish 404, signed in or not', async () => {
    for (const token of [undefined, world.people.admin.token]) {
      const response = await app.request('/api/no-existe', {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(404);
      expectSecurityHeaders(response, 'unknown route');
      expect(await refusalOf(response)).toEqual({ message: messages.common.notFound, code: 'not_found' });
    }
  });

  it('keeps the resumable upload protocol’s other methods behind a session too', async () => {
    const options = await app.request('/api/uploads', { method: 'OPTIONS' });
    expect(options.status).toBe(401);
    await expectSpanishError(options, 'OPTIONS /api/uploads');
  });

  it('gives a staged upload back only to its uploader, as a download no browser renders', async () => {
    const path = `/api/uploads/${world.uploadId}`;
    for (const caller of CALLERS.filter((caller) => caller !== 'instructor')) {
      const response = await send(world, caller, 'GET', { path });
      expect([401, 403, 404], caller).toContain(response.status);
      await expectSpanishError(response, `GET ${path} as ${caller}`);
    }
    const own = await send(world, 'instructor', 'GET', { path });
    expect(own.status).toBe(200);
    expectSecurityHeaders(own, 'GET own upload');
    expect(own.headers.get('content-type')).toBe('application/octet-stream');
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    await own.arrayBuffer();
  });
});
