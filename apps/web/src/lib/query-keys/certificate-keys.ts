export const certificateKeys = {
  mine: ['certificates', 'mine'] as const,
  verification: (code: string) => ['certificates', 'verification', code] as const,
};
