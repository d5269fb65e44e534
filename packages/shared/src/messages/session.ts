export const session = {
  refreshInvalid: 'Tu sesión ha terminado. Inicia sesión de nuevo.',
} as const;
