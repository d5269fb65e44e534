import { common } from './common';

/** What Aula's emails say (docs/product/email.md). Shown only in mail and the admin's preview. */
export const mail = {
  footer: (academy: string) => `Recibes este correo porque tienes una cuenta en ${academy}.`,
  unsubscribe: 'Dejar de recibir estos correos',
  ignore: 'Si no fuiste tú, puedes ignorar este correo.',
  linkFallback: 'Si el botón no funciona, copia y pega esta dirección en tu navegador:',
  privateLink: '(enlace privado: solo lo ve quien recibe el correo)',
  greeting: (names: string) => `Hola, ${names}:`,
  passwordReset: {
    subject: 'Restablece tu contraseña de Aula',
    preview: 'Usa este enlace en los próximos 60 minutos para elegir una contraseña nueva.',
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Elegir una contraseña nueva',
    validity: 'El enlace sirve una sola vez y vence en 60 minutos.',
  },
  invitation: {
    subject: 'Tu cuenta de Aula está lista: elige tu contraseña',
    preview: 'Elige tu contraseña en los próximos 7 días para empezar tus capacitaciones.',
    intro: (email: string) =>
      `El equipo de tu academia creó una cuenta para ti en Aula con el email ${email}.`,
    next: 'Para empezar, elige la contraseña con la que ingresarás. Nadie más la conocerá.',
    action: 'Elegir mi contraseña',
    validity:
      'El enlace sirve una sola vez y vence en 7 días. Si vence, pide al administrador de tu academia que te envíe otro.',
  },
  passwordChanged: {
    subject: 'Tu contraseña de Aula cambió',
    preview: 'Se cerraron las sesiones abiertas de tu cuenta.',
    body: 'La contraseña de tu cuenta se cambió y se cerraron todas las sesiones abiertas.',
    notYou: 'Si no fuiste tú, restablece tu contraseña ahora y avisa al administrador de tu academia.',
    action: 'Restablecer mi contraseña',
  },
  orderApproved: {
    subject: (code: string) => `Tu pedido ${code} fue aprobado`,
    preview: 'Ya puedes empezar tus cursos.',
    body: (code: string) => `Confirmamos el pago de tu pedido ${code}. Ya tienes acceso a:`,
    action: 'Ir a Mis Cursos',
  },
  orderPlaced: {
    subject: (code: string) => `Recibimos tu pedido ${code}: así puedes pagarlo`,
    preview: 'Haz la transferencia con el código del pedido y te daremos acceso al confirmarla.',
    body: (code: string) => `Recibimos tu pedido ${code}. Estos son los cursos que elegiste:`,
    total: (amounts: string) => `Total a pagar: ${amounts}`,
    instructionsTitle: 'Cómo pagar',
    reference: (code: string) =>
      `Escribe el código ${code} en la referencia o el concepto de la transferencia: así sabremos que es tuya.`,
    next: 'Cuando confirmemos el pago tendrás acceso a tus cursos y te avisaremos por correo.',
    action: 'Ver Mis Compras',
  },
  orderPlacedAdmin: {
    subject: (code: string) => `Nuevo pedido ${code} por confirmar`,
    preview: 'Un estudiante hará una transferencia: revisa el pago cuando llegue.',
    body: (student: string, code: string, courses: number) =>
      `${student} hizo el pedido ${code} (${courses === 1 ? '1 curso' : `${courses} cursos`}). Aprueba el pedido cuando veas su transferencia.`,
    total: (amounts: string) => `Total: ${amounts}`,
    action: 'Revisar el pedido',
  },
  orderRejected: {
    subject: (code: string) => `Tu pedido ${code} fue rechazado`,
    preview: 'Te explicamos por qué.',
    body: (code: string) => `No pudimos aprobar tu pedido ${code}.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    next: 'Si crees que es un error, escríbenos desde la página de Contacto de Aula.',
    action: 'Ver Mis Compras',
  },
  orderRefunded: {
    subject: (code: string) => `Reembolsamos tu pedido ${code}`,
    preview: 'Tu acceso a los cursos de ese pedido terminó.',
    body: (code: string) =>
      `Reembolsamos tu pedido ${code}. Tu acceso a sus cursos terminó; tu avance y tus certificados quedan registrados.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    action: 'Ver Mis Compras',
  },
  commentReply: {
    subject: (lesson: string) => `Nueva respuesta en «${lesson}»`,
    preview: 'Respondieron en una lección que comentaste.',
    body: (author: string, lesson: string, course: string) =>
      `${author} respondió en la lección «${lesson}» del curso «${course}», donde dejaste un comentario.`,
    action: 'Ver los comentarios',
  },
  newLesson: {
    subject: (course: string) => `Nuevo contenido en «${course}»`,
    preview: 'Tu curso tiene lecciones nuevas.',
    body: (course: string) => `El curso «${course}» tiene lecciones nuevas:`,
    action: 'Ir al curso',
  },
  certificateIssued: {
    subject: (course: string) => `Tu certificado de «${course}» está listo`,
    preview: 'Puedes descargarlo y cualquiera puede verificarlo.',
    body: (course: string) => `Completaste el curso «${course}» y obtuviste su certificado.`,
    code: (code: string) => `Código de verificación: ${code}`,
    verify: 'Cualquiera puede comprobar que es auténtico en esta dirección:',
    action: 'Ver mis certificados',
  },
  trainingReminder: {
    /** A supervisor's Monday digest with nothing of their own. */
    teamSubject: 'Resumen semanal de la capacitación de tu equipo',
    teamTitle: 'Tu equipo',
    team: (overdue: number, expiring: number) =>
      `En las unidades que supervisas hay ${overdue} ${overdue === 1 ? 'capacitación vencida' : 'capacitaciones vencidas'} y ${expiring} por vencer o expiradas.`,
    teamAction: 'Ver mi equipo',
    subject: (count: number) =>
      count === 1
        ? 'Tienes una capacitación obligatoria pendiente'
        : `Tienes ${count} capacitaciones obligatorias pendientes`,
    preview: 'Recordatorio de tu capacitación obligatoria.',
    body: 'Estas capacitaciones obligatorias necesitan tu atención:',
    dueIn: (title: string, days: number, date: string) =>
      days === 1 ? `«${title}»: vence mañana, ${date}.` : `«${title}»: vence en ${days} días, el ${date}.`,
    overdue: (title: string, date: string) => `«${title}»: venció el ${date}.`,
    expiresIn: (title: string, days: number, date: string) =>
      `«${title}»: tu certificación vence en ${days} días, el ${date}. Ya puedes renovarla.`,
    action: 'Ir a mi capacitación',
    notificationTitle: 'Capacitación obligatoria',
    notificationMessage: (count: number) =>
      count === 1
        ? 'Tienes una capacitación obligatoria que requiere tu atención.'
        : `Tienes ${count} capacitaciones obligatorias que requieren tu atención.`,
  },
  /** 'Notificaciones' in Configuración: which kinds of email the person receives. */
  preferences: {
    title: 'Notificaciones',
    description:
      'Elige qué avisos quieres recibir también por correo. Los de seguridad (cambio de contraseña, recuperación) siempre se envían.',
    kinds: {
      orders: 'Pedidos: recibido, aprobado, rechazado o reembolsado',
      certificates: 'Certificados obtenidos',
      comments: 'Respuestas en las lecciones que comentaste',
      lessons: 'Lecciones nuevas en tus cursos',
      training: 'Capacitación obligatoria: plazos que se acercan o vencieron',
    },
    save: common.save,
    saving: common.saving,
    saved: 'Preferencias guardadas',
    loading: 'Cargando tus preferencias...',
    loadError: 'No se pudieron cargar tus preferencias de correo.',
    retry: common.retry,
  },
  /** The page an email's 'Dejar de recibir estos correos' link opens. */
  unsubscribePage: {
    title: 'Dejar de recibir correos',
    confirm: (kind: string) => `¿Dejar de recibir correos de «${kind}»?`,
    submit: 'Sí, dejar de recibirlos',
    submitting: 'Guardando...',
    missing: 'Falta el enlace completo: ábrelo de nuevo desde el correo.',
    backHome: 'Ir al inicio',
  },
  appName: common.appName,
} as const;
