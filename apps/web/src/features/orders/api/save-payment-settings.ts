import type { PaymentSettings, PaymentSettingsInput } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { paymentSettingsKeys } from './payment-settings-keys';

export function savePaymentSettings(input: PaymentSettingsInput): Promise<PaymentSettings> {
  return unwrap(api.PUT('/api/settings/payment', { body: input }));
}

/** Saves the instructions every new order will carry; the answer replaces the cached ones. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKeys.current, saved),
  });
}
