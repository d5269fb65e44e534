import { toast } from 'sonner';
import { useSignOut } from '../api/sign-out';

/**
 * 'Cerrar Sesión' as the shell offers it. On success the session closes and the session
 * guard sends the user to /login; a failure keeps the user signed in and says why, because
 * the server may still hold the session.
 */
export function useSignOutAction() {
  const signOut = useSignOut();
  return {
    signOut: () => signOut.mutate(undefined, { onError: (error) => toast.error(error.message) }),
    isSigningOut: signOut.isPending,
  };
}
