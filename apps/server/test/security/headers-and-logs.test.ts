import { ROLE_CODES, sessionResponseSchema } from '@aula/shared';
import { sign } from 'hono/jwt';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { REFRESH_REUSE_GRACE_MS } from '../../src/auth/sessions';
import { createLogger } from '../../src/core/logger';
import {
  bearer,
  bodyOf,
  createUser,
  refreshCookieOf,
  sendJson,
  signIn,
  signedInPerson,
  type Person,
} from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { createUpload } from '../upload-factory';
import { claimsOf, expectSecurityHeaders, unsignedToken } from './security-fixtures';

/**
 * Issue 8, security suite: what every answer carries and what the logs keep. The route-access
 * test checks the headers on every route's answers; this file adds the answers no route makes
 * (the web app's pages and files, failures, the upload protocol), HSTS, and the logs.
 */
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

describe('security headers', () => {
  it('are on the web app’s page, its files and its client-side routes', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'aula-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app.js"></script>',
    );
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log("Aula")');
    const web = createApp(app.deps, { webDistDir: dist });
    try {
      for (const path of ['/', '/assets/app.js', '/dashboard/courses', '/login']) {
        const response = await web.request(path);
        expect(response.status, path).toBe(200);
        expectSecurityHeaders(response, path);
        await response.arrayBuffer();
      }
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('are on failures and on the upload protocol’s own answers', async () => {
    const answers: Array<[string, Response]> = [
      [
        'malformed JSON',
        await app.request('/api/auth/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
      ],
      ['no session', await app.request('/api/courses')],
      ['unknown route', await app.request('/api/no-existe')],
      ['unknown file', await app.request('/api/files/images/images_courses/nada.png')],
      [
        'upload options',
        await app.request('/api/uploads', { method: 'OPTIONS', headers: bearer(admin.token) }),
      ],
      ['upload started', await createUpload(app, admin.token, 'thumbnail', 100)],
      [
        'upload without protocol version',
        await app.request('/api/uploads', { method: 'POST', headers: bearer(admin.token) }),
      ],
    ];
    for (const [what, response] of answers) {
      expectSecurityHeaders(response, what);
      await response.arrayBuffer();
    }
  });

  it('send HSTS for a year, subdomains included, when the app is served over TLS, and never otherwise', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://aula.hospital.example' } });
    try {
      for (const path of ['/api/health', '/api/no-existe', '/api/courses']) {
        const response = await secure.request(path);
        expect(response.headers.get('strict-transport-security'), path).toBe(
          'max-age=31536000; includeSubDomains',
        );
        await response.arrayBuffer();
      }
      // Over TLS, the refresh cookie is never sent in clear either.
      const person = await createUser(secure.deps);
      const session = await secure.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
      expect(session.headers.getSetCookie().find((cookie) => cookie.startsWith('aula_refresh='))).toMatch(
        /; Secure/,
      );
    } finally {
      await secure.close();
    }
    const plain = await app.request('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('logs', () => {
  let lines: string[];

  beforeAll(() => {
    lines = [];
    // The app reads its logger from its dependencies on every request: from now on, verbose and captured.
    app.deps.logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** A statement that fails with a real database error, as a broken deployment would. */
  async function withTableMissing<T>(table: string, run: () => Promise<T>): Promise<T> {
    const db = app.deps.db.kysely;
    await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(`${table}_gone`)}`.execute(db);
    try {
      return await run();
    } finally {
      await sql`ALTER TABLE ${sql.table(`${table}_gone`)} RENAME TO ${sql.table(table)}`.execute(db);
    }
  }

  it('never hold a password, a refresh token or an access token, even at the most verbose level', async () => {
    const person = await createUser(app.deps);
    const secrets: string[] = [person.password];
    const remember = (...values: string[]) => secrets.push(...values);

    // Sign-in, right and wrong, well-formed or not.
    const session = await signIn(app, person.email, person.password);
    remember(session.accessToken, session.refreshCookie.split('=')[1]!);
    expect((await post('/api/auth/sign-in', { email: person.email, password: 'Equivocada#99' })).status).toBe(
      401,
    );
    remember('Equivocada#99');
    expect((await post('/api/auth/sign-in', { email: person.email, password: 'x'.repeat(129) })).status).toBe(
      422,
    );
    expect((await post('/api/auth/sign-in', `{"email":"${person.email}","password":"Rota#2026`)).status).toBe(
      400,
    );
    remember('Rota#2026');

    // Tokens at work, and tokens refused.
    expect((await app.request('/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(200);
    const forged = unsignedToken(claimsOf(session.accessToken));
    const expired = await sign(
      { ...claimsOf(session.accessToken), exp: 1 },
      app.deps.config.jwtSecret,
      'HS256',
    );
    remember(forged, expired);
    for (const token of [forged, expired, 'no-es-un-token']) {
      expect((await app.request('/api/auth/me', { headers: bearer(token) })).status).toBe(401);
    }

    // Refresh, and a spent refresh token coming back (which is logged as a warning).
    const rotated = await post('/api/auth/refresh', '', { cookie: session.refreshCookie });
    expect(rotated.status).toBe(200);
    const next = await bodyOf(rotated, sessionResponseSchema);
    remember(next.access_token, refreshCookieOf(rotated)!.split('=')[1]!);
    await app.deps.db.kysely
      .updateTable('Refresh_Tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where('used_at', 'is not', null)
      .execute();
    expect((await post('/api/auth/refresh', '', { cookie: session.refreshCookie })).status).toBe(401);

    // Password changes, refused and done.
    const fresh = await signIn(app, person.email, person.password);
    remember(fresh.accessToken, fresh.refreshCookie.split('=')[1]!);
    const change = (current: string) =>
      sendJson(app, 'PUT', '/api/account/password', fresh.accessToken, {
        currentPassword: current,
        newPassword: 'Quirofano#2027',
        confirmPassword: 'Quirofano#2027',
      });
    expect((await change('Adivina#2026')).status).toBe(422);
    remember('Adivina#2026', 'Quirofano#2027');
    expect((await change(person.password)).status).toBe(200);

    // Requests that fail inside, with the database's own error logged.
    const broken = await withTableMissing('Sessions', () =>
      post('/api/auth/sign-in', { email: person.email, password: 'Quirofano#2027' }),
    );
    expect(broken.status).toBe(500);
    // The generic answer of an unexpected failure carries the headers too.
    expectSecurityHeaders(broken, 'a failure inside');
    const again = await signIn(app, person.email, 'Quirofano#2027');
    remember(again.accessToken, again.refreshCookie.split('=')[1]!);
    const brokenRefresh = await withTableMissing('Refresh_Tokens', () =>
      post('/api/auth/refresh', '', { cookie: again.refreshCookie }),
    );
    expect(brokenRefresh.status).toBe(500);

    const log = lines.join('');
    // The capture works: every request is there, with the failures and the warning.
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(14);
    expect(log).toContain('"status":500');
    expect(log).toContain('unexpected error');
    expect(log).toContain('refresh_token_reused');
    for (const secret of secrets) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
      // A token cut short still identifies it: its signature part must not be there either.
      const signature = secret.split('.')[2];
      if (signature) expect(log.includes(signature)).toBe(false);
    }
    expect(log).not.toMatch(/\$argon2/);
    // Nor what the database finds a refresh token by: the failed refresh's statement had its hash.
    const hash = createHash('sha256').update(again.refreshCookie.split('=')[1]!).digest('hex');
    expect(log.includes(hash), 'the log holds a refresh token’s hash').toBe(false);
  });
});
