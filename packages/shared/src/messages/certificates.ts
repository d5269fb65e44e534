import { common } from './common';
import { formatDecimal } from '../format-number';
/**
 * Certificates: the profile's 'Certificados' tab, the PDF and the public verification
 * (docs/product/learning.md#certificates).
 */
export const certificates = {
  /** The profile's Certificados tab, in the original's words (docs/product/learning.md#certificates-tab). */
  tab: 'Certificados',
  empty: 'No hay certificados disponibles',
  exploreCourses: 'Explorar Cursos',
  download: 'Descargar',
  /** The rest of the tab: its states, each certificate's details, and why an action failed. */
  listLabel: 'Mis certificados',
  loading: 'Cargando certificados...',
  loadError: 'No se pudieron cargar tus certificados.',
  completedOn: (date: string) => `Finalizado el ${date}`,
  hours: (hours: number) => `${formatDecimal(hours)} ${hours === 1 ? 'hora' : 'horas'}`,
  code: 'Código',
  verifyLink: 'Página de verificación pública',
  viewError: 'No se pudo abrir el certificado.',
  downloadError: 'No se pudo descargar el certificado.',
  popupBlocked:
    'Tu navegador bloqueó la pestaña nueva. Permite las ventanas emergentes de este sitio o usa Descargar.',
  /** The PDF's name when the server does not suggest one. */
  fileName: (code: string) => `certificado-${code}.pdf`,
  notFound:
    'No encontramos un certificado con ese código. Revisa que esté escrito tal como aparece en el certificado.',
  issuedNotification: {
    title: '¡Tu certificado está listo!',
    message: (course: string) =>
      `Obtuviste el certificado del curso «${course}». Puedes verlo y descargarlo en tu perfil.`,
    action: 'Ver certificado',
  },
  /** The PDF's text: a certificate is Spanish whatever the reader's browser says. */
  pdf: {
    brand: 'AULA',
    tagline: 'Formación en calidad de la atención en salud',
    title: 'Certificado de finalización',
    certifies: 'Se certifica que',
    document: (number: string) => `con documento de identidad N.° ${number}`,
    completed: 'completó satisfactoriamente el curso',
    duration: (hours: string, date: string) => `con una duración de ${hours}, finalizado el ${date}.`,
    hours: (hours: number, formatted: string) => (hours === 1 ? '1 hora' : `${formatted} horas`),
    instructor: 'Instructor del curso',
    code: 'Código de verificación',
    verifyAt: 'Verifica su autenticidad en',
    issuedOn: (date: string) => `Emitido el ${date}`,
    documentTitle: (course: string) => `Certificado de finalización · ${course}`,
  },
  /** The public page /verify/{code}. */
  verify: {
    title: 'Verificación de certificado',
    intro: 'Comprueba que un certificado fue emitido por Aula con el código impreso en él.',
    loading: 'Verificando certificado...',
    loadError: 'No se pudo verificar el certificado.',
    retry: common.retry,
    searchedCode: 'Código consultado',
    valid: 'Certificado válido',
    validDetail: 'Este certificado fue emitido por Aula y es auténtico.',
    invalid: 'Certificado no encontrado',
    student: 'Estudiante',
    document: 'Documento de identidad',
    course: 'Curso',
    hours: 'Duración',
    completedAt: 'Fecha de finalización',
    validUntil: 'Válido hasta',
    instructor: 'Instructor',
    issuedAt: 'Fecha de emisión',
    code: 'Código',
    /** /verify without a code: a box to type the one printed on the certificate. */
    codeLabel: 'Código del certificado',
    codePlaceholder: 'AULA-XXXX-XXXX-XXXX',
    codeHint: 'Está impreso en el certificado, junto al código QR.',
    codeInvalid: 'Escribe el código tal como aparece en el certificado: AULA y doce letras o números.',
    submit: 'Verificar',
  },
} as const;
