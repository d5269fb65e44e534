import type { MailPreferences } from '@aula/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

const mailPreferenceKeys = { mine: ['account', 'mail-preferences'] as const };

export function getMailPreferences(): Promise<MailPreferences> {
  return unwrap(api.GET('/api/account/mail-preferences'));
}

/** Which kinds of email the signed-in person receives. */
export function useMailPreferences() {
  return useQuery({ queryKey: mailPreferenceKeys.mine, queryFn: getMailPreferences });
}

export function saveMailPreferences(input: MailPreferences): Promise<MailPreferences> {
  return unwrap(api.PUT('/api/account/mail-preferences', { body: input }));
}

/** Saves every choice at once; the answer replaces the cached ones. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(mailPreferenceKeys.mine, saved),
  });
}
