import { common } from './common';
import { formatDecimal } from '../format-number';
/**
 * The course detail page: banner, summary, tabs and the enrollment card
 * (docs/product/courses.md#course-detail-page).
 */
export const courseDetail = {
  /** The course list's link to this page. */
  view: common.view,
  viewCourse: (title: string) => `Ver el curso ${title}`,
  backToCourses: 'Volver a cursos',
  loading: 'Cargando el curso...',
  loadError: 'No se pudo cargar el curso.',

  thumbnailAlt: (title: string) => `Imagen del curso ${title}`,
  difficulty: (level: string) => `Nivel: ${level}`,
  /**
   * The banner's button and the dialog it opens, verbatim
   * (docs/product/courses.md#banner-and-preview-video).
   */
  preview: 'Vista Previa del Curso',
  previewDescription: (title: string) => `Video de presentación del curso ${title}.`,
  /** Verbatim (docs/product/courses.md#banner-and-preview-video). */
  videoUnsupported: 'Tu navegador no soporta el elemento de video',
  previewFailed: 'No se pudo cargar el video de presentación.',

  summaryLabel: 'Datos del curso',
  hours: (hours: number) => `${formatDecimal(hours)} ${hours === 1 ? 'hora' : 'horas'}`,
  lessons: (count: number) => `${count} ${count === 1 ? 'lección' : 'lecciones'}`,
  modules: (count: number) => `${count} ${count === 1 ? 'módulo' : 'módulos'}`,
  minutes: (minutes: number) => `${minutes} min`,
  /** The language shown when the course has none (docs/product/courses.md#course-summary). */
  defaultLanguage: 'Español',

  tabs: { overview: 'Resumen', content: 'Contenido', instructor: 'Instructor' },
  aboutTitle: 'Acerca de este curso',
  contentTitle: 'Contenido del curso',
  noModules: 'Este curso aún no tiene módulos.',
  noLessons: 'Este módulo aún no tiene lecciones.',
  instructorTitle: 'Tu instructor',
  instructorRole: 'Instructor del curso',

  price: 'Precio',
  /** Verbatim (docs/product/courses.md#side-card). */
  enroll: 'Inscribirse',
  enrolling: 'Inscribiendo...',
  /** Instructors of the course and admins open the player to review it. */
  review: 'Ver lecciones',
  reviewNote: 'Revisas el curso como instructor o administrador: tu avance no se registra.',
  progressLabel: 'Tu avance en el curso',
  progress: (percent: number) => `${percent}% completado`,
  completed: 'Completaste este curso.',
  /** The 30-day refund guarantee of paid courses (docs/product/orders.md#refunds). */
  guarantee: 'Garantía de reembolso de 30 días',

  includesTitle: 'Este curso incluye',
  includes: {
    hours: (hours: number) => `${formatDecimal(hours)} ${hours === 1 ? 'hora' : 'horas'} de formación`,
    unlimitedAccess: 'Acceso sin fecha de vencimiento',
    certificate: 'Certificado de finalización verificable',
    devices: 'Acceso desde el celular, la tableta o la computadora',
  },
  featuresTitle: 'Cómo aprendes',
  features: {
    ownPace: 'A tu ritmo: empieza y retoma cuando quieras',
    resume: 'Continúa en la lección donde te quedaste, desde cualquier dispositivo',
    progress: 'Tu avance se guarda lección por lección',
    verification: 'Cualquiera puede comprobar tu certificado con su código',
  },
} as const;
