import type { MfaSessionResponse, SignInMfaInput } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';

export function signInMfa(input: SignInMfaInput): Promise<MfaSessionResponse> {
  return unwrap(api.POST('/api/auth/sign-in/mfa', { body: input }));
}

/**
 * The second step of signing in: the challenge the password step answered, with the code. On
 * success the session opens exactly as after a password-only sign-in.
 */
export function useSignInMfa() {
  return useMutation({
    mutationFn: signInMfa,
    onSuccess: (session) => sessionStore.open(session),
  });
}
