import { ROLE_CODES } from '@aula/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSessionResponse } from '@/test/session-response';
import { sessionStore } from './session-store';
import { useCan } from './use-can';

afterEach(() => sessionStore.close('no-session'));

const signedInAs = (code: string) => {
  const session = testSessionResponse('token', { rol: { code, name: code } });
  sessionStore.open(session);
  return session.user.id;
};

describe('useCan', () => {
  it('answers what the policy lets the signed-in role do', () => {
    signedInAs(ROLE_CODES.admin);
    expect(renderHook(() => useCan('orders.decide')).result.current).toBe(true);
    expect(renderHook(() => useCan('cart.use')).result.current).toBe(false);
  });

  it("limits an instructor's management to their own courses", () => {
    const me = signedInAs(ROLE_CODES.instructor);
    expect(renderHook(() => useCan('courses.manage', { ownerId: me })).result.current).toBe(true);
    expect(renderHook(() => useCan('courses.manage', { ownerId: crypto.randomUUID() })).result.current).toBe(
      false,
    );
  });

  it('lets nobody do anything without a session', () => {
    expect(renderHook(() => useCan('cart.use')).result.current).toBe(false);
  });
});
