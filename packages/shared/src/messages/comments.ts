import { common } from './common';
/**
 * The comments block under each lesson of the course player
 * (docs/product/learning.md#lesson-comments). Limits arrive as arguments: comments/schemas.ts owns
 * them and imports this catalogue.
 */
export const comments = {
  title: 'Comentarios',
  count: (total: number) => (total === 1 ? '1 comentario' : `${total} comentarios`),
  // The API pages comments and sends no total: while older ones remain, the count is a floor.
  countMoreThan: (shown: number) => `Más de ${shown} comentarios`,
  loading: 'Cargando comentarios...',
  bodyLabel: 'Escribe un comentario',
  bodyPlaceholder: 'Comparte una duda o un aporte sobre esta lección',
  charactersLeft: (left: number) => (left === 1 ? 'Queda 1 carácter' : `Quedan ${left} caracteres`),
  submit: 'Publicar',
  submitting: 'Publicando...',
  posted: 'Comentario publicado',
  postFailed: 'No se pudo publicar el comentario. Inténtalo de nuevo.',
  empty: 'Aún no hay comentarios en esta lección. ¡Sé el primero en comentar!',
  loadFailed: 'No se pudieron cargar los comentarios.',
  retry: common.retry,
  loadMore: 'Ver más comentarios',
  removeLabel: (author: string) => `Eliminar el comentario de ${author}`,
  removeConfirmTitle: '¿Eliminar este comentario?',
  removeConfirmDescription: 'El comentario dejará de verse en la lección. Esta acción no se puede deshacer.',
  removeConfirm: 'Sí, eliminar',
  removeCancel: common.cancel,
  removed: 'Comentario eliminado',
  removeFailed: 'No se pudo eliminar el comentario. Inténtalo de nuevo.',
  // What the server answers.
  bodyRequired: 'Escribe tu comentario.',
  bodyTooLong: (max: number) => `El comentario no puede superar ${max} caracteres.`,
  notParticipant:
    'Solo los estudiantes inscritos en este curso, su instructor y los administradores pueden ver y publicar comentarios.',
  lessonNotFound: 'La lección no existe en este curso.',
  notFound: 'El comentario no existe o ya fue eliminado.',
  invalidCursor: 'La página de comentarios pedida no es válida.',
  invalidLimit: (max: number) => `Se pueden pedir entre 1 y ${max} comentarios a la vez.`,
  tooManyPosts: 'Estás publicando comentarios muy seguido. Espera un momento e inténtalo de nuevo.',
  /** The course's instructor or an admin answered under a lesson: its student commenters are told. */
  replyNotification: {
    title: 'Nueva respuesta en los comentarios',
    message: (author: string, lesson: string, course: string) =>
      `${author} respondió en los comentarios de la lección «${lesson}» del curso «${course}».`,
    action: 'Ver comentarios',
  },
} as const;
