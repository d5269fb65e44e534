export const common = {
  appName: 'Aula',
  /** docs/product/interface.md#loading */
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
  /** The pager when a list knows only that more pages follow (docs/product/interface.md#paging). */
  pageOfMany: (page: number, pages: number) => `Página ${page} de más de ${pages}`,
  unauthorized: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No se encontró lo que buscas.',
  rateLimited: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  networkError: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  /** Said by screen readers after a link that opens a new tab. */
  opensInNewTab: '(se abre en una pestaña nueva)',

  /*
   * The actions and states every screen shares, worded once. An area names one of them again only
   * as a reference to these, where a label set read whole (a table's pagination, a list's states)
   * or a test reads it under the area's key.
   */
  /** A part that could not load (docs/product/interface.md#load-failure). */
  retry: 'Reintentar',
  /** A select whose options come from the reference API (docs/product/accounts.md#reference-lists). */
  optionsLoading: 'Cargando opciones...',
  optionsFailed: 'No se pudieron cargar las opciones.',
  /** Dialogs and forms (docs/product/interface.md#confirmation). */
  cancel: 'Cancelar',
  save: 'Guardar',
  /** docs/product/interface.md#while-saving */
  saving: 'Guardando...',
  close: 'Cerrar',
  remove: 'Eliminar',
  view: 'Ver',
  export: 'Exportar',
  exporting: 'Exportando...',
  filters: 'Filtros',
  clearFilters: 'Limpiar filtros',
  /** Lessons, pages of a card list. */
  previous: 'Anterior',
  next: 'Siguiente',
  /** A table's pages, a PDF's pages (docs/product/interface.md#paging). */
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  /** A section the role may not open (docs/product/interface.md#no-access). */
  noAccessTitle: 'No tienes acceso a esta sección',
  backToDashboard: 'Volver al Dashboard',
} as const;
