import type { PaymentSettings } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { paymentSettingsKeys } from './payment-settings-keys';

export function getPaymentSettings(): Promise<PaymentSettings> {
  return unwrap(api.GET('/api/settings/payment'));
}

/** The academy's payment instructions, with who saved them last and when (admins only). */
export function usePaymentSettings() {
  return useQuery({ queryKey: paymentSettingsKeys.current, queryFn: getPaymentSettings });
}
