import { formatDecimal } from '../format-number';
/**
 * 'Mis Cursos': the courses the signed-in user is enrolled in, with their progress
 * (docs/product/learning.md#my-courses).
 */
export const myCourses = {
  title: 'Mis Cursos',
  subtitle: 'Los cursos en los que estás inscrito y tu avance en cada uno.',
  searchLabel: 'Buscar en mis cursos',
  /** Verbatim (docs/product/learning.md#search-sort-and-pages). */
  searchPlaceholder: 'Buscar cursos, instructores...',
  sortLabel: 'Ordenar por',
  /** Verbatim (docs/product/learning.md#search-sort-and-pages). */
  sort: { updated: 'Última actualización', rating: 'Calificación' },
  loadError: 'No se pudieron cargar tus cursos.',
  thumbnailAlt: (title: string) => `Imagen del curso ${title}`,
  instructor: (names: string, lastNames: string) => `${names} ${lastNames}`,
  hours: (hours: number) => `${formatDecimal(hours)} h`,
  modules: (count: number) => `${count} ${count === 1 ? 'módulo' : 'módulos'}`,
  progressLabel: (title: string) => `Avance en ${title}`,
  /** '{n}% Completado' (docs/product/learning.md#course-cards). */
  progress: (percent: number) => `${percent}% Completado`,
  /** Verbatim (docs/product/learning.md#my-courses-empty-states). */
  empty: 'No se encontraron cursos',
  emptySearch: 'Intenta ajustar tu búsqueda',
  emptyNone: 'No tienes cursos inscritos aún',
  explore: 'Explorar cursos',
  /** The profile's 'Mis Cursos' tab: the courses touched last, and the way to the whole list. */
  seeAll: 'Ver todos mis cursos',
} as const;
