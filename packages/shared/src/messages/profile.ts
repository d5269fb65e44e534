/** The profile page 'Mi Perfil' (SPEC.md §2; DECISIONS.md §2, §3). */
export const profile = {
  title: 'Mi Perfil',
  /** SPEC.md §2: 'Miembro desde' and the date. */
  memberSince: (date: string) => `Miembro desde ${date}`,
  tabsLabel: 'Secciones del perfil',
  /** The statistics card: the student dashboard's figures (DECISIONS.md §2). */
  statistics: 'Estadísticas',
  statisticsLoadError: 'No se pudieron cargar tus estadísticas.',
  /** SPEC.md §2: the first tab, editable only in edit mode. */
  personalInfo: {
    tab: 'Información Personal',
    description:
      'Tus nombres, apellidos, teléfono y foto. El email con el que inicias sesión no se cambia aquí.',
    names: 'Nombres',
    lastNames: 'Apellidos',
    email: 'Email',
    phone: 'Teléfono',
    /** SPEC.md §2, verbatim. */
    edit: 'Editar Perfil',
    cancel: 'Cancelar',
    save: 'Guardar',
    saving: 'Guardando...',
    saved: 'Perfil actualizado',
    saveFailed: 'No se pudo guardar tu perfil.',
    photoAlt: 'Tu foto de perfil',
  },
} as const;
