import type { DisableMfaInput } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { setSessionMfaEnabled } from '../lib/session-mfa';
import { mfaKeys } from './mfa-keys';

export async function disableMfa(input: DisableMfaInput): Promise<void> {
  await unwrap(api.POST('/api/account/mfa/disable', { body: input }));
}

/** Turns the second factor off (password and a code); the status and the session's user follow. */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => {
      setSessionMfaEnabled(false);
      return queryClient.invalidateQueries({ queryKey: mfaKeys.status });
    },
  });
}
