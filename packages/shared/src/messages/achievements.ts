/**
 * The achievements (docs/product/learning.md#achievements): the profile's 'Logros' tab and the
 * student's home.
 */
export const achievements = {
  /** The profile tab (docs/product/learning.md#where-achievements-show). */
  tab: 'Logros',
  /** The rarities (docs/product/learning.md#rarities). */
  rarities: {
    common: 'Común',
    uncommon: 'Poco común',
    rare: 'Raro',
    epic: 'Épico',
    legendary: 'Legendario',
  },
  /** Each achievement's title and what earns it; the description reads well earned or not. */
  catalogue: {
    first_lesson: { title: 'Primer paso', description: 'Completa tu primera lección.' },
    first_comment: { title: 'Voz activa', description: 'Publica tu primer comentario en una lección.' },
    first_course: { title: 'Curso completado', description: 'Completa tu primer curso.' },
    first_certificate: { title: 'Certificado obtenido', description: 'Obtén tu primer certificado.' },
    three_courses: { title: 'Aprendiz constante', description: 'Completa 3 cursos.' },
    ten_courses: { title: 'Maestría en calidad', description: 'Completa 10 cursos.' },
    week_streak: {
      title: 'Racha de 7 días',
      description: 'Completa al menos una lección durante 7 días seguidos.',
    },
  },
  earnedOn: (date: string) => `Obtenido el ${date}`,
  notEarned: 'Aún no obtenido',
  earnedCount: (earned: number, total: number) => `${earned} de ${total} logros obtenidos`,
  listLabel: 'Mis logros',
  loading: 'Cargando logros...',
  empty: 'Todavía no tienes logros. Completa tu primera lección para obtener el primero.',
  loadError: 'No se pudieron cargar tus logros.',
} as const;
