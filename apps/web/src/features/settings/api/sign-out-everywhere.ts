import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { sessionStore } from '../../../lib/session/session-store';

export async function signOutEverywhere(): Promise<void> {
  await unwrap(api.POST('/api/account/sign-out-everywhere'));
}

/**
 * Ends every session of the account, this one included. As with 'Cerrar Sesión', the local
 * session is dropped only once the server has revoked them all and cleared the cookie: were it
 * dropped on a failure, the user would believe the other devices signed out when they are not.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      sessionStore.close('signed-out-by-user');
      // The next user of this tab must not see the previous user's data.
      queryClient.clear();
    },
  });
}
