export const paymentSettingsKeys = {
  current: ['settings', 'payment'] as const,
};
