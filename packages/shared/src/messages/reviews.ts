import { common } from './common';
/**
 * Course ratings and reviews (issue 18, item 8; docs/product/ratings.md). Outside `messages`: the
 * landing page carries that object whole and has no room left (see index.ts). Limits arrive as
 * arguments: reviews/schemas.ts owns them and imports this catalogue.
 */
export const reviews = {
  title: 'Calificaciones',
  /** The average, already formatted with one decimal ('4.5'). */
  average: (average: string) => `${average} de 5`,
  averageLabel: (average: string, count: number) =>
    `Calificación promedio: ${average} de 5, con ${count === 1 ? '1 calificación' : `${count} calificaciones`}`,
  count: (count: number) => (count === 1 ? '1 calificación' : `${count} calificaciones`),
  none: 'Aún no hay calificaciones',
  noneYet: 'Este curso aún no tiene calificaciones.',
  /** Stars as a screen reader hears them. */
  stars: (stars: number) => (stars === 1 ? '1 estrella de 5' : `${stars} estrellas de 5`),
  loading: 'Cargando calificaciones...',
  loadFailed: 'No se pudieron cargar las calificaciones.',
  retry: common.retry,
  loadMore: 'Ver más reseñas',
  edited: '(editada)',
  mine: 'Tu reseña',
  /** The form a student rates with, on the course page and in the player. */
  form: {
    title: 'Califica este curso',
    editTitle: 'Tu calificación',
    starsLegend: 'Tu calificación, de 1 a 5 estrellas',
    star: (stars: number) => (stars === 1 ? '1 estrella' : `${stars} estrellas`),
    reviewLabel: 'Tu reseña (opcional)',
    reviewPlaceholder: '¿Qué te pareció el curso? ¿Qué aplicarás en tu servicio?',
    charactersLeft: (left: number) => (left === 1 ? 'Queda 1 carácter' : `Quedan ${left} caracteres`),
    submit: 'Publicar calificación',
    update: 'Guardar cambios',
    edit: 'Editar mi calificación',
    saveFailed: 'No se pudo guardar tu calificación. Inténtalo de nuevo.',
    ratedOn: (day: string) => `Calificaste este curso el ${day}.`,
  },
  /** Why the form is not offered, next to where it would be. */
  eligibility: {
    underHalf: 'Podrás calificar este curso cuando completes la mitad de sus lecciones.',
    lessonsDone: (completed: number, required: number) =>
      `Llevas ${completed} de las ${required} lecciones que necesitas.`,
    notEnrolled: 'Inscríbete y completa la mitad de sus lecciones para calificar este curso.',
    manages: 'El instructor del curso y los administradores leen las calificaciones, pero no califican.',
  },
  // What the server answers.
  saved: '¡Gracias! Tu calificación fue publicada.',
  updated: 'Tu calificación fue actualizada.',
  starsRequired: 'Elige de 1 a 5 estrellas.',
  reviewTooLong: (max: number) => `La reseña no puede superar ${max} caracteres.`,
  reviewInvalid: 'La reseña debe ser un texto.',
  notEnrolled: 'Solo los estudiantes inscritos en este curso pueden calificarlo.',
  underHalf: 'Podrás calificar este curso cuando completes la mitad de sus lecciones.',
  managerCannotRate: 'El instructor del curso y los administradores no pueden calificarlo.',
  tooManySaves: 'Estás cambiando tu calificación muy seguido. Espera un momento e inténtalo de nuevo.',
  invalidCursor: 'La página de reseñas pedida no es válida.',
  invalidLimit: (max: number) => `Se pueden pedir entre 1 y ${max} reseñas a la vez.`,
  /** The course list's summary card when no listed course has a rating. */
  summaryNone: 'Sin calificaciones',
  /** 'Reseñas': the reviews of an instructor's courses, or every course for an admin. */
  manage: {
    nav: 'Reseñas',
    title: 'Reseñas',
    subtitleInstructor: 'Lo que tus estudiantes opinan de tus cursos, lo más reciente primero.',
    subtitleAdmin: 'Lo que los estudiantes opinan de cada curso, lo más reciente primero.',
    ofCourse: (title: string) => `Reseñas del curso «${title}»`,
    allCourses: 'Ver las reseñas de todos los cursos',
    seeAll: 'Ver todas las reseñas',
    empty: 'Aún no hay calificaciones.',
    emptyCourse: 'Este curso aún no tiene calificaciones.',
    noAccessText: 'Las reseñas de los cursos son para sus instructores y los administradores.',
  },
} as const;
