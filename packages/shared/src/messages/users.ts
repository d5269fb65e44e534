/** The user-management screen and its API (SPEC.md §2, §6; DECISIONS.md §3, §5). */
export const users = {
  invalidRole: 'El rol elegido no es válido.',
  invalidCountry: 'El país elegido no es válido.',
  invalidSort: 'El orden elegido no es válido.',
  invalidPage: 'La página no es válida.',
  invalidPageSize: 'El tamaño de página no es válido.',
} as const;
