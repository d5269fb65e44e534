import type { PasswordResetRequest } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** Asks for a reset link by email: the answer is the same whether an account has that email or not. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ message: string }> {
  return unwrap(api.POST('/api/auth/password-reset', { body }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
