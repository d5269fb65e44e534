/** The user-management screen and its API (SPEC.md §2, §6; DECISIONS.md §3, §5). */
export const users = {
  invalidRole: 'El rol elegido no es válido.',
  invalidCountry: 'El país elegido no es válido.',
  invalidSort: 'El orden elegido no es válido.',
  invalidPage: 'La página no es válida.',
  invalidPageSize: 'El tamaño de página no es válido.',
  notFound: 'No se encontró el usuario.',
  ownRole: 'No puedes cambiar tu propio rol.',
  ownAccount: 'No puedes eliminar tu propia cuenta.',
  /** The exported file: its name and its columns, those of 'Lista de Usuarios'. */
  exportFileName: (day: string) => `usuarios-${day}.csv`,
  exportColumns: ['Nombres', 'Apellidos', 'Teléfono', 'País', 'Fecha de registro', 'Rol'],
} as const;
