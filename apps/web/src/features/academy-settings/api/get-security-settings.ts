import type { SecuritySettings } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { securitySettingsKeys } from './security-settings-keys';

export function getSecuritySettings(): Promise<SecuritySettings> {
  return unwrap(api.GET('/api/settings/security'));
}

/** The academy's rule on second factors (admins only): whether instructors must use one too. */
export function useSecuritySettings() {
  return useQuery({ queryKey: securitySettingsKeys.current, queryFn: getSecuritySettings });
}
