import type { MfaChallenge, SignInResponse } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';

export interface SignInCredentials {
  email: string;
  password: string;
}

export function signIn(credentials: SignInCredentials): Promise<SignInResponse> {
  return unwrap(api.POST('/api/auth/sign-in', { body: credentials }));
}

/** The password was right but the account has a second factor: the sign-in waits for its code. */
export function isMfaChallenge(answer: SignInResponse): answer is MfaChallenge {
  return 'mfa_required' in answer;
}

/**
 * Signs in and opens the session; the sign-in route then sends the user on. An account with a
 * second factor gets no session yet: the form asks for the code (api/sign-in-mfa.ts).
 */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!isMfaChallenge(answer)) sessionStore.open(answer);
    },
  });
}
