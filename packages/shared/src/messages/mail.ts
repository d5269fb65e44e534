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
  certificateIssued: {
    subject: (course: string) => `Tu certificado de «${course}» está listo`,
    preview: 'Puedes descargarlo y cualquiera puede verificarlo.',
    body: (course: string) => `Completaste el curso «${course}» y obtuviste su certificado.`,
    code: (code: string) => `Código de verificación: ${code}`,
    verify: 'Cualquiera puede comprobar que es auténtico en esta dirección:',
    action: 'Ver mis certificados',
  },
  /** 'Notificaciones' in Configuración: which kinds of email the person receives. */
  preferences: {
    title: 'Notificaciones',
    description:
      'Elige qué avisos quieres recibir también por correo. Los de seguridad (cambio de contraseña, recuperación) siempre se envían.',
    kinds: {
      orders: 'Pedidos: recibido, aprobado, rechazado o reembolsado',
      certificates: 'Certificados obtenidos',
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
