import { messages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, refusalOf, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { manualClock, type ManualClock } from '../time/clock';
import { signInSlowdownMs } from './sign-in-guard';

/**
 * Sign-in limits (issue 17, finding 5). Before: ten wrong passwords from one address made the
 * right password from any other address answer 429 (ten requests every 15 minutes kept an admin
 * out for good), successful sign-ins counted too (the 11th of one nurse, the 51st of a ward behind
 * one NAT address got 429). Now only failures count, a browser that signed in before keeps its
 * way in, and an account under attack is slowed down rather than refused.
 *
 * The test app trusts one proxy, so each request's X-Forwarded-For names the address it comes from.
 */
const PER_ACCOUNT = 3;
const PER_ADDRESS = 6;
const SLOWDOWN_AFTER = 4;

let app: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date('2026-11-26T08:00:00Z'));
  app = await createTestApp({
    clock,
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
      RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: String(PER_ADDRESS),
      SIGN_IN_SLOWDOWN_AFTER_FAILURES: String(SLOWDOWN_AFTER),
      RATE_LIMIT_SIGN_UP_PER_IP: '2',
    },
  });
}, 60_000);
afterAll(() => app.close());

let addresses = 0;
/** An address of the documentation ranges nobody else in this file uses. */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

interface From {
  address: string;
  /** The browser's cookies, as a browser keeps them between requests. */
  cookies?: string;
}

async function signIn(from: From, email: string, password: string) {
  const response = await app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from.address,
      ...(from.cookies ? { cookie: from.cookies } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  return response;
}

/** The device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('aula_device_'))
    ?.split(';')[0];
  expect(cookie, 'a device cookie').toBeTruthy();
  return cookie!;
}

const WRONG = 'Equivocada#2026';

describe('sign-in limits', () => {
  let nurse: TestUser;
  beforeAll(async () => {
    nurse = await createUser(app.deps);
  });

  it('never counts a successful sign-in: one nurse signs in twenty times in a row', async () => {
    const from = { address: newAddress() };
    for (let i = 0; i < 20; i++) expect((await signIn(from, nurse.email, nurse.password)).status).toBe(200);
  });

  it('lets a ward behind one address sign in, however many people it has', async () => {
    const ward = { address: newAddress() };
    const staff = await Promise.all(Array.from({ length: PER_ADDRESS * 2 }, () => createUser(app.deps)));
    for (const person of staff) expect((await signIn(ward, person.email, person.password)).status).toBe(200);
  });

  it('does not let a stranger’s failures keep the owner out from elsewhere', async () => {
    const admin = await createUser(app.deps);
    const attacker = { address: newAddress() };
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await signIn(attacker, admin.email, WRONG)).status).toBe(401);
    const blocked = await signIn(attacker, admin.email, admin.password);
    expect(blocked.status).toBe(429);
    expect(await refusalOf(blocked)).toEqual({ message: messages.common.rateLimited, code: 'rate_limited' });
    expect((await signIn({ address: newAddress() }, admin.email, admin.password)).status).toBe(200);
  });

  it('keeps a browser that signed in before on its way in, from the very address under attack', async () => {
    const doctor = await createUser(app.deps);
    const hospital = { address: newAddress() };
    const first = await signIn(hospital, doctor.email, doctor.password);
    expect(first.status).toBe(200);
    const ownBrowser = { ...hospital, cookies: deviceCookieOf(first) };
    // Someone else at the same address guesses, past both of that address's limits.
    for (let i = 0; i < PER_ADDRESS; i++) await signIn(hospital, doctor.email, WRONG);
    expect((await signIn(hospital, doctor.email, doctor.password)).status).toBe(429);
    expect((await signIn(ownBrowser, doctor.email, doctor.password)).status).toBe(200);
  });

  it('trusts a device cookie for its own account only, and not once it has failed too often itself', async () => {
    const [ana, luis] = [await createUser(app.deps), await createUser(app.deps)];
    const browser = { address: newAddress() };
    const cookies = deviceCookieOf(await signIn(browser, ana.email, ana.password));
    // Ana's cookie says nothing about Luis: his failures from this browser are limited as anyone's.
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn({ ...browser, cookies }, luis.email, WRONG);
    expect((await signIn({ ...browser, cookies }, luis.email, luis.password)).status).toBe(429);
    // A forged or copied-and-altered cookie is no cookie.
    const forged = cookies.replace(/=(.)/, (_, first: string) => `=${first === 'A' ? 'B' : 'A'}`);
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(browser, ana.email, WRONG);
    expect((await signIn({ ...browser, cookies: forged }, ana.email, ana.password)).status).toBe(429);
    // The genuine one, guessing from a stolen laptop, is recognised (never slowed) for as many
    // failures as one account gets from one address…
    const stolen = { address: newAddress(), cookies };
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const before = clock.now().getTime();
      expect((await signIn(stolen, ana.email, WRONG)).status).toBe(401);
      expect(clock.now().getTime() - before).toBe(0);
    }
    // …and then it is a stranger's browser: slowed down, and limited at its address.
    const before = clock.now().getTime();
    expect((await signIn(stolen, ana.email, WRONG)).status).toBe(401);
    expect(clock.now().getTime() - before).toBeGreaterThan(0);
    for (let i = 1; i < PER_ACCOUNT; i++) await signIn(stolen, ana.email, WRONG);
    expect((await signIn(stolen, ana.email, ana.password)).status).toBe(429);
  });

  it('stops guessing from one address across accounts, and counts failures only', async () => {
    const address = { address: newAddress() };
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await signIn(address, `nadie${i}@hospital.test`, WRONG)).status).toBe(401);
    }
    expect((await signIn(address, 'otro-mas@hospital.test', WRONG)).status).toBe(429);
  });

  it('slows down, never refuses, an account guessed at from many addresses', async () => {
    const chief = await createUser(app.deps);
    for (let i = 0; i < SLOWDOWN_AFTER; i++) {
      const before = clock.now().getTime();
      expect((await signIn({ address: newAddress() }, chief.email, WRONG)).status).toBe(401);
      expect(clock.now().getTime() - before).toBe(0);
    }
    const waited: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = clock.now().getTime();
      expect((await signIn({ address: newAddress() }, chief.email, WRONG)).status).toBe(401);
      waited.push(clock.now().getTime() - before);
    }
    expect(waited).toEqual([1000, 2000, 4000]);
    // The owner, from a new browser, waits too but gets in.
    const before = clock.now().getTime();
    expect((await signIn({ address: newAddress() }, chief.email, chief.password)).status).toBe(200);
    expect(clock.now().getTime() - before).toBe(8000);
  });

  it('stops sign-up attempts per address', async () => {
    const attempt = () => app.request('/api/auth/sign-up', { method: 'POST', body: new FormData() });
    expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
  });
});

describe('signInSlowdownMs', () => {
  it('is nothing up to the threshold, then doubles from 1 s up to 10 s', () => {
    expect([10, 11, 12, 13, 14, 15, 30].map((n) => signInSlowdownMs(n, 10))).toEqual([
      0, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
