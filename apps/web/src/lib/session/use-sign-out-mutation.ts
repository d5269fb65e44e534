import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from './session-store';

/**
 * A mutation that ends sessions on the server first: only once the server has revoked them and
 * cleared the cookie is the local state dropped. Were it dropped on a failed call, a reload would
 * bring the session back on a computer the user believes they signed out of.
 */
export function useSignOutMutation(endSessions: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSuccess: () => {
      sessionStore.close('signed-out-by-user');
      // The next user of this tab must not see the previous user's data.
      queryClient.clear();
    },
  });
}
