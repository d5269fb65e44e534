import { common } from './common';
/** The profile page 'Mi Perfil' (docs/product/accounts.md#profile-page). */
export const profile = {
  title: 'Mi Perfil',
  /** 'Miembro desde' and the date (docs/product/accounts.md#profile-page). */
  memberSince: (date: string) => `Miembro desde ${date}`,
  tabsLabel: 'Secciones del perfil',
  /** The statistics card: the student dashboard's figures (docs/product/people.md#profile-statistics). */
  statistics: 'Estadísticas',
  statisticsLoadError: 'No se pudieron cargar tus estadísticas.',
  /** The first tab, editable only in edit mode (docs/product/accounts.md#personal-information). */
  personalInfo: {
    tab: 'Información Personal',
    description:
      'Tus nombres, apellidos, teléfono y foto. El email con el que inicias sesión no se cambia aquí.',
    names: 'Nombres',
    lastNames: 'Apellidos',
    email: 'Email',
    phone: 'Teléfono',
    /** Verbatim (docs/product/accounts.md#personal-information). */
    edit: 'Editar Perfil',
    save: common.save,
    saved: 'Perfil actualizado',
    saveFailed: 'No se pudo guardar tu perfil.',
    photoAlt: 'Tu foto de perfil',
  },
} as const;
