/** The course list, course form and course actions (SPEC.md §2, §5, §8). */
export const courses = {
  needsModuleAndLesson: 'Debe registrar mínimo un módulo y una lección.',
  deleted: 'Curso eliminado exitosamente!',
  published: 'Curso publicado exitosamente',
  unpublished: 'Curso despublicado exitosamente',
  notFound: 'No se encontró el curso.',
  invalidSort: 'El orden elegido no es válido.',
  invalidStatus: 'El estado elegido no es válido.',
  invalidPage: 'La página no es válida.',
} as const;
