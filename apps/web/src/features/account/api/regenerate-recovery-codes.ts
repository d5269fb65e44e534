import type { RecoveryCodes, RegenerateRecoveryCodesInput } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mfaKeys } from './mfa-keys';

export function regenerateRecoveryCodes(input: RegenerateRecoveryCodesInput): Promise<RecoveryCodes> {
  return unwrap(api.POST('/api/account/mfa/recovery-codes', { body: input }));
}

/** New recovery codes in place of the old ones, which stop working; the count left is read again. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }),
  });
}
