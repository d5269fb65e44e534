/** The profile page 'Mi Perfil' (SPEC.md §2). Issue 5 builds its frame and the Certificados tab. */
export const profile = {
  title: 'Mi Perfil',
  /** SPEC.md §2: 'Miembro desde' and the date. */
  memberSince: (date: string) => `Miembro desde ${date}`,
  tabsLabel: 'Secciones del perfil',
} as const;
