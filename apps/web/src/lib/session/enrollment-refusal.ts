import { ApiError } from '../api/api-error';
import { sessionStore, type SessionStore } from './session-store';

/**
 * An admin may come to require a second factor of a role while its people are signed in: from
 * then on the server refuses their every call (403 mfa_enrollment_required) though their session
 * still says nothing is required. The first such refusal tells the session, so that the
 * dashboard's gate asks for the setup at once instead of after the next renewal.
 */
export function noteEnrollmentRefusal(error: unknown, store: SessionStore = sessionStore) {
  if (!(error instanceof ApiError) || error.code !== 'mfa_enrollment_required') return;
  const state = store.get();
  if (state.status !== 'signed-in') return;
  if (state.user.mfaRequired && !state.user.mfaEnabled) return;
  store.updateUser({ ...state.user, mfaRequired: true, mfaEnabled: false });
}
