import type { PasswordResetInput } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** Saves the new password with the link: the link is spent and every session of the account ends. */
export function resetPassword(body: PasswordResetInput): Promise<{ message: string }> {
  return unwrap(api.POST('/api/auth/password-reset/confirm', { body }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
