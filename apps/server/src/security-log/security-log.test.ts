import {
  messages,
  ROLE_CODES,
  type RoleCode,
  securityEventListSchema,
  securityLogMessages,
  userSummarySchema,
} from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bodyOf,
  createUser,
  type Person,
  refusalOf,
  sendJson,
  signedInPerson,
  signIn,
  type TestUser,
} from '../../test/factories';
import {
  createTestApp,
  listenOnLoopback,
  type LoopbackServer,
  type Requester,
  type TestApp,
} from '../../test/test-app';
import { createLogger } from '../core/logger';
import { manualClock } from '../time/clock';

/**
 * Issue 17, finding 10: nobody could tell who did what. Failed sign-ins, refusals, role, account
 * and password changes and exports of personal data each leave one event naming who, whom, when
 * and from where, which an admin reads and filters in 'Registro de seguridad'; no event holds a
 * secret; and every request's log line names its caller, session and address.
 *
 * The requests that matter go over a real socket on loopback, so the address is a real one.
 */
const START = new Date('2026-03-10T09:00:00.000Z');
const clock = manualClock(START);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Aula-Test';

let app: TestApp;
let server: LoopbackServer;
/** The app over HTTP, as a browser on this machine reaches it (its clock tells the tests' authenticator the time). */
let remote: Requester & Pick<TestApp, 'deps'>;
let admin: Person;
/** Every secret a test used, to look for in the raw rows at the end. */
const secrets: string[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock });
  server = await listenOnLoopback(app);
  remote = {
    deps: app.deps,
    request: (path, init) => {
      const headers = new Headers(init?.headers);
      headers.set('user-agent', BROWSER);
      return fetch(`http://${server.host}${path}`, { ...init, headers });
    },
  };
  admin = await person(ROLE_CODES.admin, 'Ana Lucía', 'Rodríguez Salas');
});
afterAll(async () => {
  await server.close();
  await app.close();
});

/** A signed-in account with names of its own, so that searches can tell people apart. */
async function person(role: RoleCode, names: string, lastNames: string): Promise<Person> {
  const user = await createUser(app.deps, role);
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names, last_names: lastNames })
    .where('id_profile', '=', user.profileId)
    .execute();
  const session = await signIn(remote, user.email, user.password);
  secrets.push(session.accessToken, session.refreshCookie.split('=')[1]!);
  return { ...user, token: session.accessToken };
}

/** The admin's list with these filters: the way an admin reads the log. */
async function events(filters: Record<string, string> = {}, token = admin.token) {
  const response = await app.request(`/api/security-events?${new URLSearchParams(filters)}`, {
    headers: bearer(token),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, securityEventListSchema);
}

/** The one event the filters find. */
async function theEvent(filters: Record<string, string>) {
  const found = await events(filters);
  expect(found.items, JSON.stringify(filters)).toHaveLength(1);
  return found.items[0]!;
}

const ADDRESS = '127.0.0.1';
const asPerson = (user: TestUser & { names: string; lastNames: string }) => ({
  id: user.profileId,
  names: user.names,
  lastNames: user.lastNames,
  email: user.email,
});

describe('what the security log records', () => {
  it('a failed sign-in: the email tried (normalised), the account it names, when and from where', async () => {
    const nurse = await person(ROLE_CODES.student, 'Marisol', 'Quispe Huamán');
    clock.set(new Date(START.getTime() + 60_000));
    const wrong = 'Equivocada#2026';
    secrets.push(wrong);
    const response = await sendJson(remote, 'POST', '/api/auth/sign-in', undefined, {
      email: `  ${nurse.email.toUpperCase()} `,
      password: wrong,
    });
    expect(response.status).toBe(401);

    const event = await theEvent({ type: 'sign_in', outcome: 'failure', target: 'Marisol' });
    expect(event).toMatchObject({
      occurredAt: new Date(START.getTime() + 60_000).toISOString(),
      type: 'sign_in',
      outcome: 'failure',
      actor: null,
      target: asPerson({ ...nurse, names: 'Marisol', lastNames: 'Quispe Huamán' }),
      sessionId: null,
      ip: ADDRESS,
      userAgent: BROWSER,
      details: { email: nurse.email },
    });
    // The address nobody holds is found by what was typed.
    await sendJson(remote, 'POST', '/api/auth/sign-in', undefined, {
      email: 'nadie-tiene-este@hospital.test',
      password: wrong,
    });
    expect(await theEvent({ type: 'sign_in', target: 'nadie-tiene' })).toMatchObject({
      outcome: 'failure',
      target: null,
      details: { email: 'nadie-tiene-este@hospital.test' },
    });
  });

  it('a successful sign-in: the person and the session it opened', async () => {
    const nurse = await person(ROLE_CODES.student, 'Teodora', 'Villanueva Paz');
    const found = await events({ type: 'sign_in', outcome: 'success', actor: 'Teodora Villanueva' });
    expect(found.items).toHaveLength(1);
    const session = await app.deps.db.kysely
      .selectFrom('Sessions')
      .select('id_session')
      .where('id_user', '=', nurse.userId)
      .executeTakeFirstOrThrow();
    expect(found.items[0]).toMatchObject({
      actor: { id: nurse.profileId, email: nurse.email },
      sessionId: session.id_session,
      ip: ADDRESS,
    });
  });

  it('a refusal (403): who was refused what, in which session; the refused admin list is one too', async () => {
    const instructor = await person(ROLE_CODES.instructor, 'Gonzalo', 'Paredes Ríos');
    const student = await person(ROLE_CODES.student, 'Julia', 'Cárdenas Soto');
    clock.advance(60_000);
    for (const caller of [instructor, student]) {
      const refused = await remote.request('/api/security-events', { headers: bearer(caller.token) });
      expect(refused.status).toBe(403);
      expect((await refusalOf(refused)).message).toBe(messages.common.forbidden);
    }
    clock.advance(1000);
    const refusedUsers = await sendJson(remote, 'GET', '/api/users', student.token);
    expect(refusedUsers.status).toBe(403);

    const refusals = await events({ type: 'permission_denied', actor: student.email });
    expect(refusals.items.map((event) => event.details)).toEqual([
      { method: 'GET', path: '/api/users', code: 'forbidden' },
      { method: 'GET', path: '/api/security-events', code: 'forbidden' },
    ]);
    const [session] = await app.deps.db.kysely
      .selectFrom('Sessions')
      .select('id_session')
      .where('id_user', '=', student.userId)
      .execute();
    expect(refusals.items[0]).toMatchObject({
      outcome: 'failure',
      actor: { id: student.profileId },
      sessionId: session!.id_session,
      ip: ADDRESS,
      userAgent: BROWSER,
      occurredAt: clock.now().toISOString(),
    });
    expect(
      (await events({ type: 'permission_denied', actor: 'Gonzalo Paredes' })).items.map(
        (event) => event.details.path,
      ),
    ).toEqual(['/api/security-events']);
  });

  it('an admin’s role change, account creation and deletion: who, whom, the roles', async () => {
    const nurse = await person(ROLE_CODES.student, 'Flor', 'Mamani Condori');
    const promote = await sendJson(remote, 'PATCH', `/api/users/${nurse.profileId}`, admin.token, {
      names: 'Flor',
      lastNames: 'Mamani Condori',
      phone: '987654321',
      role: 'INSTRUCTOR',
    });
    expect(promote.status, await promote.clone().text()).toBe(200);
    // An edit that keeps the role is not a role change.
    await sendJson(remote, 'PATCH', `/api/users/${nurse.profileId}`, admin.token, {
      names: 'Flor María',
      lastNames: 'Mamani Condori',
      phone: '987654321',
      role: 'INSTRUCTOR',
    });
    expect(await theEvent({ type: 'role_change', target: 'Flor María' })).toMatchObject({
      outcome: 'success',
      actor: { id: admin.profileId, names: 'Ana Lucía', email: admin.email },
      target: { id: nurse.profileId, email: nurse.email },
      ip: ADDRESS,
      details: { from: 'STUDENT', to: 'INSTRUCTOR' },
    });

    const created = await sendJson(remote, 'POST', '/api/users', admin.token, {
      email: 'nuevo.supervisor@hospital.test',
      names: 'Hernán',
      lastNames: 'Salazar Poma',
      role: 'INSTRUCTOR',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const createdId = (await bodyOf(created, userSummarySchema)).id;
    expect(await theEvent({ type: 'user_creation', target: 'nuevo.supervisor@' })).toMatchObject({
      actor: { id: admin.profileId },
      target: { id: createdId, names: 'Hernán' },
      details: { role: 'INSTRUCTOR' },
    });
    expect(await theEvent({ type: 'invitation_sent', target: 'nuevo.supervisor@' })).toMatchObject({
      actor: { id: admin.profileId },
      target: { id: createdId },
    });

    expect((await sendJson(remote, 'DELETE', `/api/users/${createdId}`, admin.token)).status).toBe(204);
    // The account is gone, and the log still names it.
    expect(await theEvent({ type: 'user_deletion', target: 'Hernán Salazar' })).toMatchObject({
      actor: { id: admin.profileId },
      target: { id: createdId, email: 'nuevo.supervisor@hospital.test' },
    });
  });

  it('a password change, and a wrong current password, in the session that tried', async () => {
    const nurse = await person(ROLE_CODES.student, 'Rocío', 'Espinoza Ñahui');
    const next = 'Quirofano#2027';
    const guess = 'Adivina#2026';
    secrets.push(next, guess);
    const change = (current: string) =>
      sendJson(remote, 'PUT', '/api/account/password', nurse.token, {
        currentPassword: current,
        newPassword: next,
        confirmPassword: next,
      });
    expect((await change(guess)).status).toBe(422);
    clock.advance(1000);
    expect((await change(nurse.password)).status).toBe(200);
    const changes = await events({ type: 'password_change', actor: 'Rocío Espinoza' });
    expect(changes.items.map((event) => [event.outcome, event.details])).toEqual([
      ['success', {}],
      ['failure', { reason: 'current_password_wrong' }],
    ]);
    expect(changes.items[0]!.sessionId).toBeTruthy();

    expect((await sendJson(remote, 'POST', '/api/account/sign-out-everywhere', nurse.token)).status).toBe(
      204,
    );
    expect(await theEvent({ type: 'sign_out_everywhere', actor: nurse.email })).toMatchObject({
      outcome: 'success',
      actor: { id: nurse.profileId },
      ip: ADDRESS,
    });
  });

  it('each export of personal data, with the filters that chose its rows', async () => {
    const downloads = [
      [
        '/api/users/export.csv?role=STUDENT&search=Quispe',
        'users',
        'search=Quispe&role=STUDENT&sort=created',
      ],
      ['/api/students/export.csv', 'students', ''],
      ['/api/orders/export.csv?status=approved&from=2026-01-01', 'orders', 'status=approved&from=2026-01-01'],
    ] as const;
    for (const [path] of downloads) {
      clock.advance(1000);
      const response = await remote.request(path, { headers: bearer(admin.token) });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    const exports = await events({ type: 'data_export', actor: admin.email });
    expect(exports.items.map((event) => event.details).reverse()).toEqual(
      downloads.map(([, what, filters]) => ({ export: what, filters })),
    );
    for (const event of exports.items) expect(event).toMatchObject({ outcome: 'success', ip: ADDRESS });
  });
});

describe('a sign-in refused by its limits', () => {
  it('is recorded as a lockout, with the email tried and the account it names', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '2' } });
    try {
      const nurse = await createUser(strict.deps);
      const wrong = { email: nurse.email, password: 'Equivocada#2026' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await sendJson(strict, 'POST', '/api/auth/sign-in', undefined, wrong)).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const strictAdmin = await signedInPerson(strict, ROLE_CODES.admin);
      const response = await strict.request(
        `/api/security-events?${new URLSearchParams({ type: 'sign_in_lockout' })}`,
        { headers: bearer(strictAdmin.token) },
      );
      const { items } = await bodyOf(response, securityEventListSchema);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        outcome: 'failure',
        actor: null,
        target: { id: nurse.profileId },
        details: { email: nurse.email },
      });
    } finally {
      await strict.close();
    }
  });
});

describe('reading the log', () => {
  it('filters by days (both included) and outcome, newest first, by pages', async () => {
    const tester = await person(ROLE_CODES.student, 'Wilmer', 'Ccori Tito');
    const before = clock.now();
    const attempt = async (at: Date) => {
      clock.set(at);
      await sendJson(remote, 'POST', '/api/auth/sign-in', undefined, {
        email: tester.email,
        password: 'Otra#Cosa2026',
      });
    };
    await attempt(new Date('2026-04-01T23:59:00Z'));
    await attempt(new Date('2026-04-02T10:00:00Z'));
    await attempt(new Date('2026-04-03T00:00:00Z'));
    await attempt(new Date('2026-04-04T00:00:00Z'));
    // Back to the time the other tests run at: the admin's access token lives on this clock too.
    clock.set(before);
    const mine = { type: 'sign_in', target: tester.email };
    const inRange = await events({ ...mine, from: '2026-04-02', to: '2026-04-03' });
    expect(inRange.items.map((event) => event.occurredAt)).toEqual([
      '2026-04-03T00:00:00.000Z',
      '2026-04-02T10:00:00.000Z',
    ]);
    // Their own sign-in succeeded as them; the failed ones name nobody as the actor.
    expect((await events({ type: 'sign_in', actor: tester.email, outcome: 'success' })).items).toHaveLength(
      1,
    );
    expect((await events({ type: 'sign_in', actor: tester.email, outcome: 'failure' })).items).toHaveLength(
      0,
    );
    const firstPage = await events({ ...mine, outcome: 'failure', pageSize: '10' });
    expect(firstPage.total).toBe(4);
    expect(firstPage.totalIsLowerBound).toBe(false);
    expect(firstPage.items[0]!.occurredAt).toBe('2026-04-04T00:00:00.000Z');
    expect(firstPage.items[3]!.occurredAt).toBe('2026-04-01T23:59:00.000Z');
    const secondPage = await events({ ...mine, outcome: 'failure', pageSize: '10', page: '2' });
    expect(secondPage).toMatchObject({ items: [], total: 4 });
  });

  it('refuses filters it cannot apply, in Spanish', async () => {
    const cases = [
      [{ type: 'no_existe' }, securityLogMessages.invalidType],
      [{ outcome: 'quizas' }, securityLogMessages.invalidOutcome],
      [{ from: '2026-02-30' }, securityLogMessages.invalidDate],
      [{ from: '2026-04-03', to: '2026-04-02' }, securityLogMessages.invalidRange],
      [{ pageSize: '7' }, securityLogMessages.invalidPageSize],
    ] as const;
    for (const [filters, message] of cases) {
      const response = await app.request(`/api/security-events?${new URLSearchParams(filters)}`, {
        headers: bearer(admin.token),
      });
      expect(response.status, JSON.stringify(filters)).toBe(400);
      expect((await refusalOf(response)).message).toBe(message);
    }
  });

  it('is for admins only: no session is 401', async () => {
    expect((await app.request('/api/security-events')).status).toBe(401);
  });
});

describe('the log itself', () => {
  it('holds no password, token or hash, and is never rewritten', async () => {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM "Security_Events"`.execute(
      app.deps.db.kysely,
    );
    expect(rows.length).toBeGreaterThan(15);
    const raw = JSON.stringify(rows);
    for (const secret of [...secrets, admin.password]) {
      expect(raw.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(raw).not.toMatch(/\$argon2/);
    expect(raw).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

    await expect(
      sql`UPDATE "Security_Events" SET outcome = 'success'`.execute(app.deps.db.kysely),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM "Security_Events"`.execute(app.deps.db.kysely)).rejects.toThrow(
      /append-only/,
    );
  });

  it('never breaks the request it describes: a sign-in goes on when its event cannot be written', async () => {
    const nurse = await person(ROLE_CODES.student, 'Elsa', 'Torres Luna');
    const lines: string[] = [];
    const logger = app.deps.logger;
    app.deps.logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const db = app.deps.db.kysely;
    await sql`ALTER TABLE "Security_Events" RENAME TO "Security_Events_gone"`.execute(db);
    try {
      const session = await signIn(remote, nurse.email, nurse.password);
      secrets.push(session.accessToken, session.refreshCookie.split('=')[1]!);
      expect(session.accessToken).toBeTruthy();
    } finally {
      await sql`ALTER TABLE "Security_Events_gone" RENAME TO "Security_Events"`.execute(db);
      app.deps.logger = logger;
    }
    expect(lines.join('')).toContain('security event not recorded');
  });
});

describe('request log lines', () => {
  it('name the caller, their role and session, and the address; never a token', async () => {
    const lines: string[] = [];
    const logger = app.deps.logger;
    app.deps.logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    try {
      const me = await remote.request('/api/auth/me', { headers: bearer(admin.token) });
      expect(me.status).toBe(200);
      await remote.request('/api/health');
    } finally {
      app.deps.logger = logger;
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    const session = await app.deps.db.kysely
      .selectFrom('Sessions')
      .select('id_session')
      .where('id_user', '=', admin.userId)
      .executeTakeFirstOrThrow();
    expect(requests.find((line) => line.path === '/api/auth/me')).toMatchObject({
      method: 'GET',
      status: 200,
      ip: ADDRESS,
      userId: admin.userId,
      profileId: admin.profileId,
      role: 'ADMIN',
      sessionId: session.id_session,
    });
    // Without a session, the address alone.
    const anonymous = requests.find((line) => line.path === '/api/health');
    expect(anonymous).toMatchObject({ ip: ADDRESS });
    expect(anonymous).not.toHaveProperty('userId');
    expect(lines.join('')).not.toContain(admin.token);
  });
});
