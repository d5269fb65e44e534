import type { MfaStatus } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mfaKeys } from './mfa-keys';

export function getMfaStatus(): Promise<MfaStatus> {
  return unwrap(api.GET('/api/account/mfa'));
}

/** Whether the account's second factor is on, since when, how many recovery codes are left, and whether its role requires one. */
export function useMfaStatus() {
  return useQuery({ queryKey: mfaKeys.status, queryFn: getMfaStatus });
}
