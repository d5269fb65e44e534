export const mfaKeys = {
  status: ['account', 'mfa'] as const,
};
