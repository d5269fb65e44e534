import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from './session-store';

/**
 * A mutation that ends sessions on the server first: only once the server has revoked them and
 * cleared the cookie is the local state dropped. Were it dropped on a failed call, a reload would
 * bring the session back on a computer the user believes they signed out of. When `endSessions`
 * resolves with an address (the institution's sign-out, for a session opened through it), the
 * browser goes there next.
 */
export function useSignOutMutation(endSessions: () => Promise<string | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSuccess: (next) => {
      sessionStore.close('signed-out-by-user');
      // The next user of this tab must not see the previous user's data.
      queryClient.clear();
      if (next) window.location.assign(next);
    },
  });
}
