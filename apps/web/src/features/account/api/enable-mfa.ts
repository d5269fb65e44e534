import type { EnableMfaInput, RecoveryCodes } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mfaKeys } from './mfa-keys';

export function enableMfa(input: EnableMfaInput): Promise<RecoveryCodes> {
  return unwrap(api.POST('/api/account/mfa/enable', { body: input }));
}

/**
 * Puts the new key in force with the app's first code; the answer is the recovery codes, shown
 * this once. The session's user is told by the caller (lib/session-mfa.ts), when it is ready to
 * leave the codes: the enrolment gate opens the dashboard on that change.
 */
export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }),
  });
}
