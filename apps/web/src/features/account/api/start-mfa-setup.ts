import type { MfaSetup } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

export function startMfaSetup(): Promise<MfaSetup> {
  return unwrap(api.POST('/api/account/mfa/setup'));
}

/**
 * A new key for the authenticator app. A mutation, not a read: each call replaces the key not yet
 * confirmed, so it must never run again by itself (on a refocused window, say) while the user scans.
 */
export function useStartMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}
