import { api, unwrap } from '@/lib/api/client';
import { useLinkCheck } from './link-check';

/** Whether a reset link still works (410 when it is unknown, used, replaced or expired). */
export function checkPasswordReset(token: string): Promise<{ message: string }> {
  return unwrap(api.POST('/api/auth/password-reset/check', { body: { token } }));
}

export const useCheckPasswordReset = (token: string | null) =>
  useLinkCheck('password-reset', token, checkPasswordReset);
