import type { SessionResponse } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { sessionStore } from '../../../lib/session/session-store';

export interface SignInCredentials {
  email: string;
  password: string;
}

export function signIn(credentials: SignInCredentials): Promise<SessionResponse> {
  return unwrap(api.POST('/api/auth/sign-in', { body: credentials }));
}

/** Signs in and opens the session; the sign-in route then sends the user on. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => sessionStore.open(session),
  });
}
