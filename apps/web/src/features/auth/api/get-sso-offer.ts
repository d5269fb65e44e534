import type { SsoOffer } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

export const ssoOfferKey = ['auth', 'sso-offer'] as const;

export function getSsoOffer(): Promise<SsoOffer> {
  return unwrap(api.GET('/api/auth/sso'));
}

/**
 * The institution's sign-in, when the academy offers one: its name and email domains
 * (docs/product/single-sign-on.md#the-sign-in-screen). While it loads, or if it cannot be read,
 * the screen simply offers the password: nobody is kept from signing in by it.
 */
export function useSsoOffer() {
  return useQuery({ queryKey: ssoOfferKey, queryFn: getSsoOffer, staleTime: 5 * 60_000, retry: false });
}
