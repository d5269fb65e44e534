import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { sessionStore } from '../../../lib/session/session-store';

export async function signOut(): Promise<void> {
  await unwrap(api.POST('/api/auth/sign-out'));
}

/**
 * Ends the session on the server first: only once the server has revoked it and cleared the
 * cookie is the local state dropped. Were it dropped on a failed call, a reload would bring
 * the session back on a computer the user believes they signed out of.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      sessionStore.close('signed-out-by-user');
      // The next user of this tab must not see the previous user's data.
      queryClient.clear();
    },
  });
}
