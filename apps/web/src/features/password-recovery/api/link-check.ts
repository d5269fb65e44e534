import { useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api/api-error';

/** The server's word that the link does not work, as opposed to a check that could not be made. */
export const isInvalidLink = (error: unknown) => hasErrorCode(error, 'link_invalid', 'validation_failed');

/**
 * An emailed link's check (a reset, an invitation), asked once when its page opens: not again on
 * focus or later, since once the password is saved the same link no longer works and the page
 * says it is done.
 */
export function useLinkCheck<T>(kind: string, token: string | null, check: (token: string) => Promise<T>) {
  return useQuery({
    queryKey: ['link-check', kind, token ?? ''],
    queryFn: () => check(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
