import type { SecuritySettings } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { securitySettingsKeys } from './security-settings-keys';

export function saveSecuritySettings(input: SecuritySettings): Promise<SecuritySettings> {
  return unwrap(api.PUT('/api/settings/security', { body: input }));
}

/** Saves the academy's rule; the answer replaces the cached one. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (saved) => queryClient.setQueryData(securitySettingsKeys.current, saved),
  });
}
