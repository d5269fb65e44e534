import { common } from './common';
import { formatDecimal } from '../format-number';
/** The course form's screen copy (docs/product/courses.md#course-form): titles, tabs, labels and hints. */
export const courseForm = {
  createTitle: 'Crear Nuevo Curso',
  updateTitle: 'Actualizar Curso',
  createSubtitle: 'Completa la información, el contenido y los archivos del curso.',
  updateSubtitle: 'Los cambios se publican para los estudiantes cuando los guardas.',
  backToCourses: 'Volver a cursos',
  /** The course list's links to this form. */
  edit: 'Editar',
  editCourse: (title: string) => `Editar el curso ${title}`,
  save: common.save,
  tabs: {
    basic: 'Información Básica',
    content: 'Contenido',
    media: 'Multimedia',
    settings: 'Configuración',
    preview: 'Vista Previa',
  },
  /** Read after a tab's name by screen readers when the tab holds errors. */
  tabErrors: (count: number) => (count === 1 ? '1 error' : `${count} errores`),
  /** Under the Save button while the form is not complete yet. */
  pendingIntro: 'Para guardar, completa:',
  uploadsRunning: 'Espera a que terminen las subidas de archivos para guardar.',

  loadError: 'No se pudo cargar el curso.',

  /**
   * What a new module and a new lesson are called until renamed
   * (docs/product/courses.md#new-modules-and-lessons).
   */
  newModuleTitle: 'Nuevo Módulo',
  newLessonTitle: 'Nueva Lección',

  basic: {
    titleLabel: 'Título del curso',
    titlePlaceholder: 'Ej. Seguridad del paciente en hospitalización',
    shortDescriptionLabel: 'Descripción corta',
    shortDescriptionPlaceholder: 'Una frase que resuma el curso',
    /** The live counter of the short description, e.g. '42/120'. */
    counter: (length: number, max: number) => `${length}/${max}`,
    counterLabel: (length: number, max: number) => `${length} de ${max} caracteres`,
    descriptionLabel: 'Descripción completa',
    descriptionPlaceholder: 'Qué aprenderá el estudiante, a quién va dirigido y qué necesita saber antes.',
    difficultyLabel: 'Nivel de dificultad',
    difficultyPlaceholder: 'Selecciona el nivel',
    hoursLabel: 'Duración estimada (horas)',
    languageLabel: 'Idioma',
    languagePlaceholder: 'Selecciona el idioma',
    priceLabel: 'Precio',
    priceHint: 'Ingresa 0 para un curso gratuito.',
    coinLabel: 'Moneda',
    coinPlaceholder: 'Selecciona la moneda',
    /** A currency shows as 'code - name' (docs/product/courses.md#currencies). */
    coinOption: (code: string, name: string) => `${code} - ${name}`,
    industryLabel: 'Rubro',
    industryPlaceholder: 'Selecciona el rubro',
    specialtyLabel: 'Especialidad',
    specialtyPlaceholder: 'Selecciona la especialidad',
    optionsLoading: common.optionsLoading,
    optionsFailed: common.optionsFailed,
  },

  media: {
    thumbnailLabel: 'Imagen principal',
    previewVideoLabel: 'Video de presentación',
    intro: 'La imagen principal aparece en el catálogo; el video de presentación, en la página del curso.',
  },

  settings: {
    publicationTitle: 'Publicación',
    publishedLabel: 'Publicado',
    publishedHint: 'Solo los cursos publicados aparecen en el catálogo y admiten inscripciones.',
    statusLabel: 'Estado',
    published: 'Publicado',
    draft: 'Borrador',
    statsTitle: 'Estadísticas',
    modules: 'Módulos',
    lessons: 'Lecciones',
    courseHours: 'Horas del curso',
    lessonTime: 'Duración de las lecciones',
    hours: (hours: number) => `${formatDecimal(hours)} h`,
    /** Total lesson time, e.g. '2 h 30 min'. */
    duration: (hours: number, minutes: number) =>
      hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
    notSet: '—',
    tagsTitle: (count: number) => `Etiquetas (${count})`,
    tagsEmpty: 'Elige el rubro, la especialidad, el nivel y el idioma en Información Básica.',
    tagKinds: {
      industry: 'Rubro',
      specialty: 'Especialidad',
      difficulty: 'Nivel',
      language: 'Idioma',
    },
  },

  preview: {
    intro: 'Así verán el curso los estudiantes.',
    untitled: 'Curso sin título',
    noShortDescription: 'Aquí aparecerá la descripción corta.',
    noDescription: 'Aquí aparecerá la descripción completa.',
    thumbnailAlt: (title: string) => `Imagen del curso ${title}`,
    defaultLanguage: 'Español',
    hours: (hours: number) => `${formatDecimal(hours)} ${hours === 1 ? 'hora' : 'horas'}`,
    lessons: (count: number) => `${count} ${count === 1 ? 'lección' : 'lecciones'}`,
    minutes: (minutes: number) => `${minutes} min`,
    price: 'Precio',
    aboutTitle: 'Acerca de este curso',
    contentTitle: 'Contenido del curso',
    noModules: 'Este curso aún no tiene módulos.',
    noLessons: 'Este módulo aún no tiene lecciones.',
    lessonTypes: {
      '01': 'Video',
      '02': 'Texto',
      '03': 'PDF',
      '04': 'Enlace externo',
    },
  },

  /** A video lesson's length, read from its file (docs/product/lesson-durations.md). */
  videoLength: {
    read: (length: string) => `Duración del video: ${length}. Puedes redondearla a minutos enteros.`,
    unreadable: 'No pudimos leer la duración de este video: indica sus minutos.',
    mismatch: (length: string, min: number, max: number) =>
      min === max
        ? `El video dura ${length}: indica ${min} ${min === 1 ? 'minuto' : 'minutos'}.`
        : `El video dura ${length}: indica ${min} o ${max} minutos.`,
  },

  /** The text lesson's editor: Markdown written with a toolbar, beside its formatted preview. */
  textEditor: {
    hint: 'Usa la barra para dar formato: títulos, listas, negrita, cursiva, enlaces (se abren en una pestaña nueva) e imágenes JPG o PNG de hasta 5MB.',
    toolbar: 'Formato del texto',
    heading: 'Título de sección',
    bold: 'Negrita (Ctrl+B)',
    italic: 'Cursiva (Ctrl+I)',
    bulletList: 'Lista con viñetas',
    numberedList: 'Lista numerada',
    link: 'Enlace',
    image: 'Imagen',
    imageUploading: (percent: number) => `Subiendo la imagen... ${percent}%`,
    imagePaused: 'Conexión perdida: la imagen se seguirá subiendo cuando vuelva la red.',
    /** Saving a text that names an image of another course (copied from its text). */
    imageNotInCourse:
      'Una imagen de esta lección no es de este curso. Quítala y vuelve a insertarla con el botón «Imagen».',
    previewTitle: 'Vista previa',
    previewEmpty: 'Aquí verás el texto con formato, como lo verán tus estudiantes.',
    placeholders: {
      bold: 'texto en negrita',
      italic: 'texto en cursiva',
      heading: 'Título de la sección',
      listItem: 'Elemento de la lista',
      linkText: 'texto del enlace',
      imageAlt: 'descripción de la imagen',
    },
  },

  leave: {
    title: 'Tienes cambios sin guardar',
    description: 'Si sales ahora, se perderán los cambios que no guardaste.',
    confirm: 'Salir sin guardar',
    cancel: 'Seguir editando',
  },
} as const;
