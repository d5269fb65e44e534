import { common } from './common';
/** The course form's Contenido tab: modules, lessons and their editors. */
export const courseContent = {
  addModule: 'Agregar Módulo',
  addLesson: 'Agregar Lección',
  intro:
    'Organiza el curso en módulos y lecciones. Arrastra o usa los botones Subir y Bajar para cambiar el orden.',
  emptyTitle: 'El curso todavía no tiene módulos',
  emptyHint: 'Agrega un módulo y al menos una lección para poder guardar el curso.',
  counter: (length: number, max: number) => `${length}/${max}`,
  hasErrors: 'Revisa los campos marcados',
  lessonCount: (count: number) => `${count} ${count === 1 ? 'lección' : 'lecciones'}`,
  minutes: (minutes: number) => `${minutes} min`,
  moveUp: 'Subir',
  moveDown: 'Bajar',
  module: {
    heading: (position: number) => `Módulo ${position}`,
    titleLabel: 'Título del módulo',
    descriptionLabel: 'Descripción del módulo (opcional)',
    noLessons: 'Este módulo todavía no tiene lecciones.',
    drag: (title: string) => `Arrastrar módulo ${title}`,
    moveUp: (title: string) => `Mover módulo ${title} arriba`,
    moveDown: (title: string) => `Mover módulo ${title} abajo`,
    remove: 'Eliminar módulo',
    removeLabel: (title: string) => `Eliminar módulo ${title}`,
    confirmRemoveTitle: '¿Eliminar módulo?',
    confirmRemove: (title: string, lessons: number) =>
      `Se quitará el módulo «${title}» con ${lessons === 1 ? 'su lección' : `sus ${lessons} lecciones`}. El cambio se guarda al guardar el curso.`,
    moved: (title: string, position: number, total: number) =>
      `Módulo «${title}» movido a la posición ${position} de ${total}.`,
    removed: (title: string) => `Módulo «${title}» eliminado.`,
  },
  lesson: {
    heading: (position: number) => `Lección ${position}`,
    titleLabel: 'Título de la lección',
    descriptionLabel: 'Descripción de la lección',
    minutesLabel: 'Duración estimada (minutos)',
    contentTypeLabel: 'Tipo de contenido',
    contentTypePlaceholder: 'Selecciona el tipo de contenido',
    contentTypes: { '01': 'Video', '02': 'Texto', '03': 'PDF', '04': 'Enlace externo' },
    textLabel: 'Contenido de la lección',
    urlLabel: 'URL del recurso externo',
    urlPlaceholder: 'https://...',
    videoLabel: 'Video de la lección',
    pdfLabel: 'Documento PDF de la lección',
    drag: (title: string) => `Arrastrar lección ${title}`,
    moveUp: (title: string) => `Mover lección ${title} arriba`,
    moveDown: (title: string) => `Mover lección ${title} abajo`,
    moveToModule: 'Mover a módulo',
    moveToModulePlaceholder: 'Elige el módulo de destino',
    moveToModuleOption: (position: number) => `Módulo ${position}`,
    moveToModuleBlocked: 'Espera a que termine la subida para moverla a otro módulo.',
    remove: 'Eliminar lección',
    removeLabel: (title: string) => `Eliminar lección ${title}`,
    confirmRemoveTitle: '¿Eliminar lección?',
    confirmRemove: (title: string) =>
      `Se quitará la lección «${title}» y su contenido. El cambio se guarda al guardar el curso.`,
    moved: (title: string, position: number, total: number) =>
      `Lección «${title}» movida a la posición ${position} de ${total}.`,
    movedToModule: (title: string, module: number) => `Lección «${title}» movida al módulo ${module}.`,
    removed: (title: string) => `Lección «${title}» eliminada.`,
  },
  remove: common.remove,
  /** dnd-kit's screen-reader texts, which it would otherwise say in English. */
  dragAndDrop: {
    roleDescription: 'elemento reordenable',
    instructions:
      'Para reordenar, pulsa espacio o Intro para tomar el elemento, usa las flechas arriba y abajo para moverlo y pulsa espacio o Intro para soltarlo. Pulsa Escape para cancelar.',
    pickedUp: (item: string) => `Tomaste ${item}.`,
    over: (item: string, position: number, total: number) =>
      `${item} está en la posición ${position} de ${total}.`,
    dropped: (item: string, position: number, total: number) =>
      `${item} se soltó en la posición ${position} de ${total}.`,
    cancelled: (item: string) => `Se canceló el movimiento. ${item} volvió a su lugar.`,
  },
  /** The resumable upload field. */
  upload: {
    previewAlt: (label: string) => `Vista previa: ${label}`,
    openPdf: 'Abrir el PDF',
    currentFile: 'Archivo actual',
    retry: 'Reintentar subida',
    interrupted: 'La subida se interrumpió. Vuelve a seleccionar el mismo archivo para continuarla.',
    uploadingLabel: (label: string) => `Progreso de la subida: ${label}`,
  },
} as const;
