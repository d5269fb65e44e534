export const ssoSettingsKeys = {
  current: ['settings', 'sso'] as const,
};
