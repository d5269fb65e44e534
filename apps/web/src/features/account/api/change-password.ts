import type { ChangePasswordInput, CurrentUser } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';

export function changePassword(input: ChangePasswordInput): Promise<CurrentUser> {
  return unwrap(api.PUT('/api/account/password', { body: input }));
}

/**
 * 'Cambiar contraseña'. The server answers the account as it now is, and the session takes it:
 * after a temporary password is replaced, `mustChangePassword` is false and the dashboard opens.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
