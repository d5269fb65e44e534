import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { hasErrorCode } from '@/lib/api/api-error';

/** Whether a reset link still works (410 when it is unknown, used, replaced or expired). */
export function checkPasswordReset(token: string): Promise<{ message: string }> {
  return unwrap(api.POST('/api/auth/password-reset/check', { body: { token } }));
}

export const passwordResetKeys = {
  check: (token: string) => ['password-reset', 'check', token] as const,
};

/** The server's word that the link does not work, as opposed to a check that could not be made. */
export const isInvalidLink = (error: unknown) => hasErrorCode(error, 'link_invalid', 'validation_failed');

/**
 * The link's check, asked once when the page opens: it is not asked again on focus or later,
 * since once the password is saved the same link no longer works and the page says it is done.
 */
export function useCheckPasswordReset(token: string | null) {
  return useQuery({
    queryKey: passwordResetKeys.check(token ?? ''),
    queryFn: () => checkPasswordReset(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
