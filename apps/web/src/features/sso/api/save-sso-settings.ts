import type { SsoSettings, SsoSettingsInput } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { ssoSettingsKeys } from './sso-settings-keys';

export function saveSsoSettings(input: SsoSettingsInput): Promise<SsoSettings> {
  return unwrap(api.PUT('/api/settings/sso', { body: input }));
}

/** Saves the single sign-on; the answer (without the secret) replaces the cached one. */
export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (saved) => queryClient.setQueryData(ssoSettingsKeys.current, saved),
  });
}
