import { common } from './common';
/**
 * /dashboard/progress (docs/product/learning.md#my-progress-page): the student's progress across
 * their courses.
 */
export const myProgress = {
  title: 'Mi Progreso',
  subtitle: 'Tu avance en cada curso en el que estás inscrito, módulo por módulo.',
  summaryLabel: 'Resumen de tu progreso',
  summary: {
    courses: 'Cursos inscritos',
    completed: 'Cursos completados',
    averageProgress: 'Progreso promedio',
  },
  percent: (value: number) => `${value}%`,
  loading: 'Cargando tu progreso...',
  loadError: 'No se pudo cargar tu progreso.',
  retry: common.retry,
  thumbnailAlt: (title: string) => `Imagen del curso ${title}`,
  instructor: (names: string, lastNames: string) => `${names} ${lastNames}`,
  progressLabel: (title: string) => `Avance en ${title}`,
  /** '{n}% Completado' (docs/product/interface.md#percentages). */
  progress: (percent: number) => `${percent}% Completado`,
  lastActivity: (day: string) => `Última actividad: ${day}`,
  completedOn: (day: string) => `Completado el ${day}`,
  modulesTitle: 'Avance por módulo',
  moduleLessons: (completed: number, total: number) =>
    `${completed} de ${total} ${total === 1 ? 'lección' : 'lecciones'}`,
  moduleProgressLabel: (title: string) => `Avance en el módulo ${title}`,
  noModules: 'Este curso todavía no tiene lecciones publicadas.',
  empty: 'Todavía no tienes cursos en progreso',
  emptyText: 'Inscríbete en un curso y aquí verás tu avance en cada uno.',
  explore: 'Explorar Cursos',
} as const;
