import { expect } from 'vitest';
import { PUBLIC_ROUTES, send, type Call, type RouteRule } from './route-table';
import {
  expectSecurityHeaders,
  expectSpanishError,
  fingerprint,
  type Caller,
  type World,
} from './security-fixtures';

/**
 * The checks of one route as one caller, shared by the route-access test (every caller as they
 * are) and the role-change test (callers whose role changed after they came to own things).
 */

/** The route's request for one caller, checked against the route's own template. */
export async function callFor(
  world: World,
  route: string,
  rule: RouteRule,
  caller: Caller,
  allowed: boolean,
): Promise<Call> {
  const template = route.split(' ')[1]!;
  const call = rule.call ? await rule.call({ world, caller, allowed }) : { path: template };
  // A storage key spans several path segments; every other parameter is one.
  const pattern = new RegExp(`^${template.replace('{key}', '.+').replace(/\{\w+\}/g, '[^/?]+')}(\\?.*)?$`);
  expect(call.path, `${route}: the request fills the route's own path`).toMatch(pattern);
  return call;
}

/** Reads the answer to its end (an event stream: its first event), so nothing is left open. */
export async function finish(response: Response) {
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
  } else await response.arrayBuffer();
}

/**
 * Calls the route as each refused caller: 401 without a valid session, 403 or 404 with one, in
 * Spanish, with the security headers, and nothing in the database or the files changed.
 */
export async function expectRefused(
  world: World,
  route: string,
  rule: RouteRule,
  refused: readonly Caller[],
) {
  const method = route.split(' ')[0]!;
  const attempts: Array<[Caller, Call]> = [];
  for (const caller of refused) attempts.push([caller, await callFor(world, route, rule, caller, false)]);
  const before = await fingerprint(world.app);
  for (const [caller, call] of attempts) {
    const what = `${route} as ${caller}`;
    const response = await send(world, caller, method, call);
    expectSecurityHeaders(response, what);
    const session = caller !== 'anonymous' && caller !== 'forged';
    expect(session ? [403, 404] : [401], what).toContain(response.status);
    if (method === 'HEAD') await finish(response);
    else await expectSpanishError(response, what);
  }
  expect(await fingerprint(world.app), `${route}: refused requests changed nothing`).toEqual(before);
}

/**
 * Calls the route as each allowed caller: a 2xx answer with the security headers and, from every
 * route a session reaches, `no-store`: what a session reads is someone's, and a shared ward
 * computer must not keep it (issue 17, finding 8).
 */
export async function expectAllowed(
  world: World,
  route: string,
  rule: RouteRule,
  allowed: readonly Caller[],
) {
  const method = route.split(' ')[0]!;
  for (const caller of allowed) {
    const what = `${route} as ${caller}`;
    const response = await send(world, caller, method, await callFor(world, route, rule, caller, true));
    expectSecurityHeaders(response, what);
    if (rule.redirects) {
      expect(response.status, what).toBe(302);
      expect(response.headers.get('location'), `${what}: a path of the app`).toMatch(/^\/login\?sso_error=/);
    } else if (response.status < 200 || response.status >= 300) {
      expect.fail(`${what}: ${response.status} ${await response.text()}`);
    }
    if (!(PUBLIC_ROUTES as readonly string[]).includes(route)) {
      expect(response.headers.get('cache-control'), `${what}: Cache-Control`).toMatch(/\bno-store\b/);
    }
    await finish(response);
  }
}
