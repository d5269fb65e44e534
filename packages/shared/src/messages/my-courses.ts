import { formatDecimal } from '../format-number';
/** 'Mis Cursos': the courses the signed-in user is enrolled in, with their progress (SPEC.md §2). */
export const myCourses = {
  title: 'Mis Cursos',
  subtitle: 'Los cursos en los que estás inscrito y tu avance en cada uno.',
  searchLabel: 'Buscar en mis cursos',
  /** SPEC.md §2, verbatim. */
  searchPlaceholder: 'Buscar cursos, instructores...',
  sortLabel: 'Ordenar por',
  /** SPEC.md §2, verbatim. */
  sort: { updated: 'Última actualización', rating: 'Calificación' },
  loadError: 'No se pudieron cargar tus cursos.',
  thumbnailAlt: (title: string) => `Imagen del curso ${title}`,
  instructor: (names: string, lastNames: string) => `${names} ${lastNames}`,
  hours: (hours: number) => `${formatDecimal(hours)} h`,
  modules: (count: number) => `${count} ${count === 1 ? 'módulo' : 'módulos'}`,
  progressLabel: (title: string) => `Avance en ${title}`,
  /** SPEC.md §2: '{n}% Completado'. */
  progress: (percent: number) => `${percent}% Completado`,
  /** SPEC.md §2, verbatim. */
  empty: 'No se encontraron cursos',
  emptySearch: 'Intenta ajustar tu búsqueda',
  emptyNone: 'No tienes cursos inscritos aún',
  explore: 'Explorar cursos',
  /** The profile's 'Mis Cursos' tab: the courses touched last, and the way to the whole list. */
  seeAll: 'Ver todos mis cursos',
} as const;
