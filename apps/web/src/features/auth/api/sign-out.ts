import { api, unwrap } from '@/lib/api/client';
import { useSignOutMutation } from '@/lib/session/use-sign-out-mutation';

export async function signOut(): Promise<void> {
  await unwrap(api.POST('/api/auth/sign-out'));
}

/** 'Cerrar Sesión': ends this session, on the server and then here. */
export function useSignOut() {
  return useSignOutMutation(signOut);
}
