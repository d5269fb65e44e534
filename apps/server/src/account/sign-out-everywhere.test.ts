import { ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * 'Cerrar sesión en todos los dispositivos' on /dashboard/settings
 * (docs/product/accounts.md#signing-out-everywhere).
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signOutEverywhere = (token?: string) =>
  app.request('/api/account/sign-out-everywhere', {
    method: 'POST',
    headers: token ? bearer(token) : {},
  });
const me = (token: string) => app.request('/api/auth/me', { headers: bearer(token) });
const refresh = (cookie: string) => app.request('/api/auth/refresh', { method: 'POST', headers: { cookie } });

describe('signing out everywhere', () => {
  it('ends every session of the account, this one included, and clears the refresh cookie', async () => {
    const user = await createUser(app.deps, ROLE_CODES.student);
    const here = await signIn(app, user.email, user.password);
    const phone = await signIn(app, user.email, user.password);
    const laptop = await signIn(app, user.email, user.password);
    const someoneElse = await createUser(app.deps, ROLE_CODES.student);
    const theirs = await signIn(app, someoneElse.email, someoneElse.password);

    const response = await signOutEverywhere(here.accessToken);
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith('aula_refresh='));
    expect(cleared).toMatch(/^aula_refresh=;/);
    expect(cleared).toMatch(/Max-Age=0/i);

    for (const session of [here, phone, laptop]) {
      expect((await me(session.accessToken)).status).toBe(401);
      expect((await refresh(session.refreshCookie)).status).toBe(401);
    }
    expect((await me(theirs.accessToken)).status).toBe(200);
    // The account itself is fine: its person signs in again.
    const again = await signIn(app, user.email, user.password);
    expect((await me(again.accessToken)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await signOutEverywhere()).status).toBe(401);
  });
});
