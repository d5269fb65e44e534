import type { SsoSettings } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { ssoSettingsKeys } from './sso-settings-keys';

export function getSsoSettings(): Promise<SsoSettings> {
  return unwrap(api.GET('/api/settings/sso'));
}

/** The academy's single sign-on (admins only): the provider, its domains and the address to register there. */
export function useSsoSettings() {
  return useQuery({ queryKey: ssoSettingsKeys.current, queryFn: getSsoSettings });
}
