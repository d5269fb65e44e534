export const common = {
  appName: 'Aula',
  loading: 'Cargando...',
  unexpectedError: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
  invalidRequest: 'La solicitud no es válida.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  invalidCharacters: 'El texto contiene caracteres no permitidos.',
  invalidId: 'El identificador no es válido.',
  invalidCountryCode: 'El código de país no es válido.',
  /** Every paged list's refusals (docs/product/interface.md#invalid-page). */
  invalidPage: 'La página no es válida.',
  invalidPageSize: 'El tamaño de página no es válido.',
  unauthorized: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No se encontró lo que buscas.',
  rateLimited: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  networkError: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  /** Said by screen readers after a link that opens a new tab. */
  opensInNewTab: '(se abre en una pestaña nueva)',
} as const;
