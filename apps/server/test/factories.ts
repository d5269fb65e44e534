import { ROLE_CODES, type RoleCode } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../src/auth/password-hashing';
import type { AppDeps } from '../src/deps';
import { apiErrorSchema } from '../src/http/router';
import { enrolSecondFactor, nextSecondFactorCode } from './second-factor';
import type { AppWithDatabase, Requester } from './test-app';

export const TEST_PASSWORD = 'Prueba#2026';

export interface TestUser {
  userId: string;
  profileId: string;
  email: string;
  password: string;
}

/** Inserts a user with a profile of the given role, straight into the database. */
export async function createUser(
  deps: Pick<AppDeps, 'db'>,
  role: RoleCode = ROLE_CODES.student,
  /** `invited`: opened by an admin, its password not chosen yet (no invitation row is made). */
  overrides: { email?: string; invited?: boolean } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@aula.test`;
  const db = deps.db.kysely;
  const user = await db
    .insertInto('Users')
    .values({ email, password_hash: overrides.invited ? null : await hashPassword(TEST_PASSWORD) })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  const rol = await db
    .selectFrom('Roles')
    .select('id_rol')
    .where('code', '=', role)
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('Profiles')
    .values({
      id_user: user.id_user,
      id_rol: rol.id_rol,
      names: 'Rosa',
      last_names: 'Prueba Díaz',
      country: 'PE',
      prefix_country: '+51',
    })
    .returning('id_profile')
    .executeTakeFirstOrThrow();
  return { userId: user.id_user, profileId: profile.id_profile, email, password: TEST_PASSWORD };
}

export interface SignedIn {
  accessToken: string;
  refreshCookie: string;
  body: Record<string, unknown>;
}

const postJson = (app: Requester, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Signs in through the API, as a person would, and returns the access token and the refresh
 * cookie it set. An account with a second factor answers the server's challenge with a code from
 * the tests' authenticator (test/second-factor.ts); an account whose role requires one and has
 * none (an admin) sets it up first, as the web app makes its owner do.
 */
export async function signIn(app: Requester, email: string, password: string): Promise<SignedIn> {
  let response = await postJson(app, '/api/auth/sign-in', { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  let body = (await response.json()) as Record<string, unknown>;
  if (body.mfa_required === true) {
    const code = await nextSecondFactorCode(app, email);
    response = await postJson(app, '/api/auth/sign-in/mfa', { challenge: body.challenge, code });
    if (response.status !== 200)
      throw new Error(`second factor failed: ${response.status} ${await response.text()}`);
    body = (await response.json()) as Record<string, unknown>;
  }
  const accessToken = String(body.access_token);
  const user = body.user as { mfaRequired: boolean; mfaEnabled: boolean; mustChangePassword: boolean };
  if (user.mfaRequired && !user.mfaEnabled && !user.mustChangePassword) {
    await enrolSecondFactor(app, email, accessToken);
    body = { ...body, user: { ...user, mfaEnabled: true } };
  }
  return { accessToken, refreshCookie: refreshCookieOf(response)!, body };
}

/** The `aula_refresh=…` pair from a response's Set-Cookie, ready to send back as Cookie. */
export function refreshCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('aula_refresh='));
  return header?.split(';')[0];
}

/** A new account of `role`, signed in through the API. */
export interface Person extends TestUser {
  token: string;
}

export async function signedInPerson(
  app: AppWithDatabase,
  role: RoleCode = ROLE_CODES.student,
): Promise<Person> {
  const user = await createUser(app.deps, role);
  return { ...user, token: (await signIn(app, user.email, user.password)).accessToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request to the app as `token`'s owner (none: signed out), with `body` as JSON when given. */
export const sendJson = (
  app: Requester,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
) =>
  app.request(path, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export { ROLE_CODES };

/**
 * A response's JSON body checked against the schema its route documents (the shared one the route
 * declares) and typed by it: the test fails on the spot, with what differs, if the route answered
 * anything else. The body comes back as sent, not as parsed, so nothing the schema does not name
 * is stripped from what the test asserts on (a leaked field stays visible).
 */
export async function bodyOf<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${response.status} answer does not match its schema:\n${z.prettifyError(parsed.error)}\n${JSON.stringify(body)}`,
    );
  }
  return body as z.output<S>;
}

/** A refusal's body ({ code, message, fields? }), read through the API's one error schema. */
export const refusalOf = (response: Response) => bodyOf(response, apiErrorSchema);
