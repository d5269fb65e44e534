export const securitySettingsKeys = {
  current: ['settings', 'security'] as const,
};
