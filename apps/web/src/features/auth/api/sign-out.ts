import { api, unwrap } from '@/lib/api/client';
import { useSignOutMutation } from '@/lib/session/use-sign-out-mutation';

/**
 * Ends this session; for one opened through the institution's sign-in, answers where the
 * institution ends its own (docs/product/single-sign-on.md#signing-out).
 */
export async function signOut(): Promise<string | undefined> {
  const answer = await unwrap(api.POST('/api/auth/sign-out'));
  return answer?.endSessionUrl;
}

/** 'Cerrar Sesión': ends this session, on the server and then here, then at the institution when it was theirs. */
export function useSignOut() {
  return useSignOutMutation(signOut);
}
