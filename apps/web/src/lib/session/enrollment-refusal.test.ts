import { messages, mfaMessages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { testSessionResponse } from '@/test/session-response';
import { ApiError } from '../api/api-error';
import { noteEnrollmentRefusal } from './enrollment-refusal';
import { createSessionStore } from './session-store';

const enrollmentRequired = new ApiError(mfaMessages.enrollmentRequired, 'mfa_enrollment_required', 403);

function signedInStore() {
  const store = createSessionStore();
  store.open(testSessionResponse('token', { mfaRequired: false, mfaEnabled: false }));
  return store;
}

describe('noteEnrollmentRefusal', () => {
  it('marks the signed-in user as needing a second factor when the server says so', () => {
    const store = signedInStore();
    noteEnrollmentRefusal(enrollmentRequired, store);
    expect(store.get()).toMatchObject({
      status: 'signed-in',
      accessToken: 'token',
      user: { mfaRequired: true, mfaEnabled: false },
    });
  });

  it('leaves the session alone for any other refusal', () => {
    const store = signedInStore();
    const version = store.version();
    noteEnrollmentRefusal(new ApiError(messages.common.forbidden, 'forbidden', 403), store);
    noteEnrollmentRefusal(new Error('boom'), store);
    expect(store.version()).toBe(version);
    expect(store.get()).toMatchObject({ user: { mfaRequired: false } });
  });

  it('does nothing without a session, or when the session already knows', () => {
    const signedOut = createSessionStore();
    signedOut.close('no-session');
    noteEnrollmentRefusal(enrollmentRequired, signedOut);
    expect(signedOut.get()).toEqual({ status: 'signed-out', reason: 'no-session' });

    const store = createSessionStore();
    store.open(testSessionResponse('token', { mfaRequired: true, mfaEnabled: false }));
    const version = store.version();
    noteEnrollmentRefusal(enrollmentRequired, store);
    expect(store.version()).toBe(version);
  });
});
