/** Enrollment, the course player, progress and 'Mis Cursos' (docs/product/learning.md#learning). */
export const learning = {
  /**
   * A course's next step, the one rule wherever it is offered ('Mis Cursos', 'Mi Progreso', the
   * home and the course page): 'Empezar' before any progress, 'Continuar' once there is some.
   */
  resumeAction: (progress: number) => (progress > 0 ? 'Continuar' : 'Empezar'),
  /** The enrollment answer's message, shown in a toast (docs/product/learning.md#enrollment-answers). */
  enrolled: '¡Te inscribiste en el curso! Ya puedes empezar a aprender.',
  /** Verbatim (docs/product/learning.md#enrollment-answers). */
  alreadyEnrolled: 'El usuario ya está enrolado en este curso.',
  paidCourse:
    'Este curso es de pago: agrégalo al carrito y confirma la compra; tendrás acceso cuando la academia apruebe tu pago.',
  ownCourse: 'Eres el instructor de este curso: puedes revisarlo sin inscribirte.',
  notEnrolled: 'Inscríbete en el curso para ver sus lecciones.',
  reviewMode: 'En modo revisión no se registra el avance.',
  lessonNotFound: 'No se encontró la lección.',
  lessonInvalid: 'La lección no es válida.',
  positionInvalid: 'La posición del video no es válida.',
  watchedRangeInvalid: 'El tramo reproducido del video no es válido.',
  pageInvalid: 'La página del documento no es válida.',
  /** What a lesson still needs before it can be completed (learning/lesson-evidence.ts). */
  evidence: {
    watchVideo: (percent: number) => `Mira al menos el ${percent} % del video para completar la lección.`,
    openDocument: 'Abre el documento para completar la lección.',
    reachLastPage: 'Llega hasta la última página del documento para completar la lección.',
    openText: 'Abre la lectura para completar la lección.',
    scrollToEnd: 'Lee la lección hasta el final para completarla.',
    keepReading: (seconds: number) => `Sigue leyendo: podrás completar la lección en ${seconds} s.`,
    openLink: 'Abre el enlace para completar la lección.',
    openLesson: 'Abre la lección para completarla.',
  },
  invalidSort: 'El orden elegido no es válido.',
  newEnrollmentNotification: {
    title: 'Nueva inscripción',
    message: (student: string, course: string) => `${student} se inscribió en tu curso «${course}».`,
    action: 'Ver curso',
  },
  courseCompletedNotification: {
    title: '¡Curso completado!',
    message: (course: string) => `Completaste el curso «${course}». ¡Felicitaciones!`,
    action: 'Ver curso',
  },
} as const;
