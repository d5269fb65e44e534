import { api, unwrap } from '@/lib/api/client';
import { useSignOutMutation } from '@/lib/session/use-sign-out-mutation';

export async function signOutEverywhere(): Promise<void> {
  await unwrap(api.POST('/api/account/sign-out-everywhere'));
}

/**
 * Ends every session of the account, this one included. As with 'Cerrar Sesión', the local
 * session is dropped only once the server has revoked them all: were it dropped on a failure,
 * the user would believe the other devices signed out when they are not.
 */
export function useSignOutEverywhere() {
  return useSignOutMutation(signOutEverywhere);
}
