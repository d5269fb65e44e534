/**
 * Landing page, public pages (terms, privacy, about, help, contact), their top bar and footer, and
 * the scroll buttons every page shows (docs/product/interface.md#public-pages,
 * docs/product/interface.md#scroll-buttons). The original product's strings are verbatim.
 */

/** The organisation's contact addresses: written once, shown on the landing, /contact and the legal pages. */
const emails = {
  general: 'contacto@aula.edu.pe',
  support: 'soporte@aula.edu.pe',
  privacy: 'privacidad@aula.edu.pe',
  partnerships: 'alianzas@aula.edu.pe',
  careers: 'talento@aula.edu.pe',
  press: 'prensa@aula.edu.pe',
} as const;

const officeHours = 'Lunes a viernes, de 9:00 a 18:00 (hora de Lima)';

export const publicSite = {
  skipToContent: 'Saltar al contenido',
  onThisPage: 'En esta página',
  scrollButtons: { toTop: 'Ir arriba', toBottom: 'Ir abajo' },

  topBar: {
    homeLink: 'Aula, ir al inicio',
    navigationLabel: 'Principal',
    mission: 'Misión',
    about: 'Acerca de',
    contact: 'Contacto',
    signIn: 'Iniciar Sesión',
    signUp: 'Registrarse',
    menu: 'Menú',
  },

  hero: {
    eyebrow: 'Formación en calidad de la atención en salud',
    title: 'Construye las competencias para una atención de salud de calidad',
    description:
      'Cursos prácticos, creados por profesionales de la salud, con aprendizaje adaptativo a tu ritmo, contenido premium y una comunidad que comparte tu compromiso con la seguridad del paciente.',
    start: 'Comenzar mi viaje',
    learnMore: 'Conocer más',
    highlights: ['Certificado por cada curso completado', 'Aprende a tu ritmo, desde cualquier lugar'],
  },

  mission: {
    title: 'Misión y visión',
    intro: 'Creemos que cada paciente merece una atención segura, oportuna y centrada en la persona.',
    missionTitle: 'Nuestra misión',
    missionText:
      'Fortalecer las competencias de los equipos de salud en calidad y seguridad del paciente, con formación accesible, práctica y basada en evidencia que se aplica desde el primer día en el servicio.',
    visionTitle: 'Nuestra visión',
    visionText:
      'Ser la academia de referencia en Latinoamérica para la mejora continua de la calidad en salud, con una comunidad de profesionales que transforma la atención de millones de personas.',
  },

  about: {
    title: 'Acerca de Aula',
    intro:
      'Aula es una academia en línea para profesionales y organizaciones de salud. Nuestros valores guían cada curso que publicamos.',
    values: {
      excellence: {
        title: 'Excelencia',
        description:
          'Contenidos rigurosos, revisados por especialistas y alineados con estándares de calidad.',
      },
      inclusion: {
        title: 'Inclusión',
        description:
          'Formación en español, accesible para todo el equipo de salud, sin importar dónde trabaje.',
      },
      innovation: {
        title: 'Innovador',
        description: 'Metodologías actuales y tecnología que hacen el aprendizaje más efectivo y flexible.',
      },
      impact: {
        title: 'Impacto',
        description:
          'Medimos nuestro éxito por la mejora real en la atención y la seguridad de los pacientes.',
      },
    },
  },

  features: {
    title: '¿Por qué aprender con Aula?',
    intro: 'Todo lo que necesitas para crecer profesionalmente, en un solo lugar.',
    items: {
      adaptiveLearning: {
        title: 'Aprendizaje adaptativo',
        description:
          'Rutas personalizadas que se ajustan a tu avance: retoma cada curso donde lo dejaste y sigue tu progreso lección a lección.',
      },
      premiumContent: {
        title: 'Contenido premium',
        description:
          'Videos, lecturas y casos prácticos preparados por instructores con experiencia en gestión de la calidad y seguridad del paciente.',
      },
      globalCommunity: {
        title: 'Comunidad global',
        description:
          'Comparte experiencias con colegas de toda la región, comenta cada lección y aprende de quienes enfrentan los mismos retos.',
      },
    },
  },

  impact: {
    title: 'Nuestro impacto',
    intro: 'Cifras que reflejan el compromiso de nuestra comunidad con la calidad en salud.',
    figures: {
      students: { value: 50_000, suffix: '+', label: 'Estudiantes' },
      hours: { value: 1_200, suffix: '+', label: 'Horas académicas' },
      satisfaction: { value: 95, suffix: '%', label: 'Satisfacción' },
      organisations: { value: 40, suffix: '+', label: 'Organizaciones' },
    },
  },

  callToAction: {
    title: 'Da el siguiente paso en tu desarrollo profesional',
    description: 'Crea tu cuenta en minutos y empieza hoy a formarte en calidad y seguridad del paciente.',
    signUp: 'Registrarse gratis',
    signIn: 'Ya Tengo Cuenta',
  },

  contact: {
    title: 'Contacto',
    intro: '¿Tienes preguntas sobre los cursos o quieres formar a tu equipo? Escríbenos.',
    emails,
    channels: {
      general: { title: 'Información general', description: 'Consultas sobre Aula y sus cursos.' },
      support: {
        title: 'Soporte a estudiantes',
        description: 'Ayuda con tu cuenta, el acceso a los cursos o los certificados.',
      },
      partnerships: {
        title: 'Organizaciones',
        description: 'Programas de formación para hospitales, clínicas y redes de salud.',
      },
    },
    hoursTitle: 'Horario de atención',
    hours: officeHours,
    responseTime: 'Respondemos en un plazo máximo de dos días hábiles.',
    helpPrompt: '¿Buscas una respuesta rápida?',
    helpLink: 'Visita el centro de ayuda',
  },

  footer: {
    tagline: 'Formación en línea para una atención de salud de calidad.',
    navigationLabel: 'Enlaces del sitio',
    groups: {
      academy: {
        title: 'Academia',
        links: [
          { href: '/about', label: 'Acerca de' },
          { href: '/careers', label: 'Trabaja con nosotros' },
          { href: '/press', label: 'Prensa' },
          { href: '/blog', label: 'Blog' },
        ],
      },
      support: {
        title: 'Soporte',
        links: [
          { href: '/help', label: 'Centro de ayuda' },
          { href: '/contact', label: 'Contacto' },
        ],
      },
      legal: {
        title: 'Legal',
        links: [
          { href: '/privacy', label: 'Política de privacidad' },
          { href: '/terms', label: 'Términos y condiciones' },
        ],
      },
    },
    copyright: '© 2024–2025 Aula. Todos los derechos reservados.',
  },

  aboutPage: {
    title: 'Acerca de Aula',
    intro:
      'Aula nació para que la formación en calidad de la atención en salud llegue a todos los profesionales que la necesitan, no solo a quienes pueden asistir a un curso presencial.',
    sections: [
      {
        id: 'who-we-are',
        title: 'Quiénes somos',
        paragraphs: [
          'Somos un equipo de profesionales de la salud, educadores y especialistas en tecnología que comparte un propósito: mejorar la seguridad y la calidad de la atención que reciben los pacientes.',
          'Trabajamos con instructores que conocen de primera mano los servicios de salud y que convierten su experiencia en cursos prácticos, organizados en módulos y lecciones breves.',
        ],
      },
      {
        id: 'how-we-teach',
        title: 'Cómo enseñamos',
        paragraphs: [
          'Cada curso combina videos, lecturas, documentos y recursos externos. Tu progreso se guarda lección a lección, de modo que puedes avanzar a tu ritmo desde la computadora o el celular.',
          'Al completar un curso recibes un certificado con un código de verificación que cualquier institución puede comprobar en línea.',
        ],
      },
      {
        id: 'careers',
        title: 'Trabaja con nosotros',
        paragraphs: [
          `Buscamos instructores con experiencia en gestión de la calidad, seguridad del paciente, auditoría médica y áreas afines. Si quieres enseñar en Aula o sumarte a nuestro equipo, escríbenos a ${emails.careers} con tu hoja de vida y el tema que te gustaría enseñar.`,
        ],
      },
      {
        id: 'press',
        title: 'Prensa',
        paragraphs: [
          `Para entrevistas, información institucional o material de prensa, escríbenos a ${emails.press}.`,
        ],
      },
      {
        id: 'blog',
        title: 'Novedades',
        paragraphs: [
          'Publicamos los nuevos cursos y las novedades de la plataforma dentro de Aula: al iniciar sesión verás las notificaciones de los cursos en los que estás inscrito.',
        ],
      },
    ],
  },

  helpPage: {
    title: 'Centro de ayuda',
    intro: 'Respuestas a las preguntas más frecuentes sobre Aula.',
    stillNeedHelp: '¿No encontraste lo que buscabas?',
    contactSupport: `Escríbenos a ${emails.support} y te ayudaremos.`,
    groups: [
      {
        id: 'registration',
        title: 'Registro',
        questions: [
          {
            question: '¿Cómo creo mi cuenta?',
            answer:
              'Elige «Registrarse» en la parte superior de la página, completa tus datos personales, de identificación, de contacto y profesionales, acepta los términos y condiciones y pulsa «Crear mi cuenta». Después podrás iniciar sesión con tu email y contraseña.',
          },
          {
            question: '¿Registrarme tiene algún costo?',
            answer:
              'No. Crear una cuenta es gratis y te da acceso a todos los cursos gratuitos. Algunos cursos tienen un precio, que se muestra antes de inscribirte.',
          },
          {
            question: '¿Qué requisitos tiene la contraseña y la foto de perfil?',
            answer:
              'La contraseña debe tener entre 8 y 128 caracteres (puede ser una frase) y no puede ser una de las contraseñas más comunes ni una que haya aparecido en filtraciones de datos. La foto de perfil es opcional: debe ser JPG o PNG y pesar como máximo 200 KB.',
          },
          {
            question: '¿Por qué me piden mi documento de identidad?',
            answer:
              'Lo usamos para emitir tus certificados a tu nombre, de modo que las instituciones puedan verificarlos. Consulta nuestra política de privacidad para saber cómo protegemos tus datos.',
          },
        ],
      },
      {
        id: 'sign-in',
        title: 'Inicio de sesión',
        questions: [
          {
            question: 'Mi institución me creó una cuenta, ¿cómo entro?',
            answer:
              'Te llegó un correo «Tu cuenta de Aula está lista». Pulsa «Elegir mi contraseña», elige la tuya e inicia sesión con tu email. El enlace vence en 7 días; si venció, pide al administrador de tu academia que te reenvíe la invitación.',
          },
          {
            question: 'Olvidé mi contraseña, ¿qué hago?',
            answer: `Pulsa «¿Olvidaste tu contraseña?» al iniciar sesión y te enviaremos por email un enlace válido por 60 minutos. Si no llega, escríbenos a ${emails.support}.`,
          },
          {
            question: 'Aparece «Credenciales incorrectas o usuario no existe.»',
            answer:
              'Revisa que el email esté bien escrito y que la contraseña respete mayúsculas y minúsculas. Si aún no tienes cuenta, regístrate primero.',
          },
          {
            question: '¿Cómo cierro sesión en todos mis dispositivos?',
            answer:
              'Desde Configuración, dentro de tu panel, puedes cerrar la sesión en todos los dispositivos a la vez. Te recomendamos hacerlo si usaste una computadora compartida.',
          },
        ],
      },
      {
        id: 'courses',
        title: 'Cursos',
        questions: [
          {
            question: '¿Cómo me inscribo en un curso?',
            answer:
              'En tu panel, abre Cursos, elige un curso y pulsa «Inscribirse» si es gratuito. Si es de pago, agrégalo al carrito y confirma la compra; cuando se apruebe el pago quedarás inscrito y recibirás una notificación.',
          },
          {
            question: '¿Cómo registro mi avance?',
            answer:
              'Las lecciones en video se completan solas al terminar de verlas. Las lecciones de texto, PDF o enlace externo se completan con el botón «Completar Lección». Tu progreso se actualiza al instante.',
          },
          {
            question: '¿Dónde encuentro los cursos en los que estoy inscrito?',
            answer:
              'En Mis Cursos verás cada curso con su porcentaje completado y un botón para empezar o continuar donde lo dejaste.',
          },
        ],
      },
      {
        id: 'certificates',
        title: 'Certificados',
        questions: [
          {
            question: '¿Cuándo recibo mi certificado?',
            answer:
              'Cuando completas el 100 % de las lecciones de un curso, Aula emite tu certificado automáticamente y te avisa con una notificación.',
          },
          {
            question: '¿Dónde veo y descargo mis certificados?',
            answer: 'En Mi Perfil, pestaña Certificados, con los botones «Ver» y «Descargar».',
          },
          {
            question: '¿Cómo comprueba una institución que mi certificado es auténtico?',
            answer:
              'Cada certificado incluye un código y un enlace de verificación público. Cualquier persona puede abrirlo para confirmar el nombre, el curso y la fecha.',
          },
        ],
      },
    ],
  },

  contactPage: {
    title: 'Contacto',
    intro:
      'Estamos para ayudarte. Elige el canal que mejor se ajuste a tu consulta y te responderemos lo antes posible.',
    privacyNote: `Para consultas sobre tus datos personales, escribe a ${emails.privacy}.`,
  },

  termsPage: {
    title: 'Términos y condiciones',
    intro:
      'Estos términos regulan el uso de Aula, la academia en línea de formación en calidad de la atención en salud. Al crear una cuenta o usar la plataforma aceptas cumplirlos.',
    sections: [
      {
        id: 'account',
        title: '1. Tu cuenta',
        paragraphs: [
          'Para inscribirte en los cursos necesitas una cuenta personal. Debes registrarte con datos verdaderos y mantenerlos actualizados, porque con ellos emitimos tus certificados.',
          'Tu cuenta es personal e intransferible. Eres responsable de mantener tu contraseña en reserva y de la actividad que se realice con tu cuenta. Si sospechas un uso indebido, cierra la sesión en todos tus dispositivos y avísanos.',
        ],
      },
      {
        id: 'use',
        title: '2. Uso de la plataforma',
        paragraphs: [
          'Puedes usar Aula para tu formación personal y profesional. No está permitido compartir tu cuenta, copiar o redistribuir los contenidos de los cursos, intentar acceder a cuentas o datos ajenos ni interferir con el funcionamiento del servicio.',
          'En los comentarios de las lecciones te pedimos respeto hacia instructores y compañeros. No publiques datos de pacientes ni información que permita identificarlos.',
        ],
      },
      {
        id: 'courses',
        title: '3. Cursos, compras y reembolsos',
        paragraphs: [
          'Los cursos gratuitos están disponibles para cualquier usuario registrado. Los cursos de pago muestran su precio y moneda antes de la compra; la inscripción se activa cuando un administrador confirma el pago.',
          'Si un curso de pago no cumple tus expectativas, puedes solicitar el reembolso dentro de los 30 días siguientes a la aprobación de tu compra. Al reembolsarse, la inscripción en ese curso finaliza.',
        ],
      },
      {
        id: 'certificates',
        title: '4. Certificados',
        paragraphs: [
          'Al completar todas las lecciones de un curso recibes un certificado con tus nombres, tu número de documento, el curso, sus horas académicas y un código de verificación público. Los certificados acreditan tu participación en el curso; su reconocimiento para fines laborales o académicos depende de cada institución.',
        ],
      },
      {
        id: 'content',
        title: '5. Propiedad intelectual',
        paragraphs: [
          'Los cursos, videos, textos, marcas y demás contenidos de Aula pertenecen a Aula o a sus instructores y están protegidos por las leyes de propiedad intelectual. Tu inscripción te da un permiso personal y no exclusivo para usarlos dentro de la plataforma.',
        ],
      },
      {
        id: 'responsibility',
        title: '6. Alcance de la formación',
        paragraphs: [
          'Los contenidos tienen fines educativos. No reemplazan el juicio clínico, los protocolos de tu institución ni la normativa sanitaria vigente en tu país.',
        ],
      },
      {
        id: 'termination',
        title: '7. Suspensión y baja',
        paragraphs: [
          'Puedes pedir la baja de tu cuenta en cualquier momento. Podemos suspender una cuenta que incumpla estos términos, previo aviso cuando sea posible. Los certificados ya emitidos seguirán pudiendo verificarse.',
        ],
      },
      {
        id: 'changes',
        title: '8. Cambios en estos términos',
        paragraphs: [
          'Si modificamos estos términos te lo informaremos en la plataforma antes de que los cambios entren en vigor. Si continúas usando Aula después de esa fecha, se entenderá que aceptas la nueva versión.',
        ],
      },
      {
        id: 'contact',
        title: '9. Contacto',
        paragraphs: [`Si tienes preguntas sobre estos términos, escríbenos a ${emails.general}.`],
      },
    ],
  },

  privacyPage: {
    title: 'Política de privacidad',
    intro:
      'En Aula protegemos tus datos personales conforme a las normas de protección de datos personales de los países de América Latina en los que operamos, como la Ley N.° 29733 del Perú. Aquí te explicamos qué datos tratamos, para qué, durante cuánto tiempo y cómo ejercer tus derechos.',
    sections: [
      {
        id: 'controller',
        title: '1. Responsable del tratamiento',
        paragraphs: [
          `Aula es responsable de los datos personales que tratamos a través de esta plataforma. Puedes contactarnos en ${emails.privacy}.`,
        ],
      },
      {
        id: 'data',
        title: '2. Datos que recopilamos',
        paragraphs: [
          'Al registrarte: nombres y apellidos, email, contraseña, país, género, tipo y número de documento de identidad, prefijo telefónico y teléfono, área profesional y especialidad y, si la subes, tu foto de perfil. También registramos tu aceptación de estos términos y, solo si la das, tu autorización para recibir comunicaciones comerciales.',
          'Tu contraseña nunca se guarda tal como la escribes: almacenamos solo una huella cifrada de forma irreversible.',
          'Mientras usas Aula: tus inscripciones, el avance en cada lección, los certificados emitidos, tus compras, tus comentarios y tus notificaciones. Por seguridad también registramos datos técnicos mínimos, como la dirección IP de los intentos de inicio de sesión.',
        ],
      },
      {
        id: 'purposes',
        title: '3. Para qué usamos tus datos',
        paragraphs: [
          'Para crear y administrar tu cuenta, darte acceso a los cursos y guardar tu progreso; emitir certificados verificables a tu nombre; procesar tus compras y reembolsos; enviarte avisos sobre tus cursos; proteger la plataforma frente a accesos indebidos y, solo si lo autorizaste, informarte sobre nuevos cursos y novedades. Puedes retirar esa autorización cuando quieras.',
          'Tratamos tus datos con tu consentimiento y porque son necesarios para prestarte el servicio que solicitas. No los vendemos ni los usamos para publicidad de terceros.',
        ],
      },
      {
        id: 'sharing',
        title: '4. Con quién los compartimos',
        paragraphs: [
          'Los instructores ven los nombres y el avance de los estudiantes inscritos en sus cursos. Quien reciba tu código de verificación podrá confirmar tu nombre, el curso y la fecha de tu certificado.',
          'Usamos proveedores de alojamiento y almacenamiento que tratan los datos solo por encargo nuestro y bajo obligaciones de confidencialidad y seguridad. Si alguno se encuentra en otro país, aplicamos las garantías que exige la ley para la transferencia internacional de datos.',
        ],
      },
      {
        id: 'retention',
        title: '5. Cuánto tiempo los conservamos',
        paragraphs: [
          'Conservamos tus datos mientras tu cuenta esté activa. Si solicitas la baja, desactivamos tu cuenta y conservamos solo lo necesario para que tus certificados sigan pudiendo verificarse y para cumplir obligaciones legales, durante los plazos que la ley establece. Después, los eliminamos o anonimizamos.',
        ],
      },
      {
        id: 'cookies',
        title: '6. Cookies',
        paragraphs: [
          'Usamos únicamente una cookie técnica, necesaria para mantener tu sesión iniciada de forma segura, y guardamos en tu navegador un indicador de que tienes una sesión abierta. No usamos cookies de publicidad ni de seguimiento.',
        ],
      },
      {
        id: 'security',
        title: '7. Seguridad',
        paragraphs: [
          'Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, contraseñas almacenadas de forma irreversible, sesiones de corta duración, límites a los intentos de inicio de sesión y enlaces a los archivos que caducan.',
        ],
      },
      {
        id: 'rights',
        title: '8. Tus derechos',
        paragraphs: [
          `Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, cancelación y oposición, así como revocar tu consentimiento, escribiendo a ${emails.privacy} desde el email de tu cuenta. Responderemos dentro de los plazos que fija la ley aplicable.`,
          'Si consideras que no atendimos tu solicitud correctamente, puedes presentar un reclamo ante la autoridad de protección de datos personales de tu país.',
        ],
      },
      {
        id: 'minors',
        title: '9. Menores de edad',
        paragraphs: [
          'Aula está dirigida a profesionales y estudiantes de ciencias de la salud mayores de edad. No recopilamos a sabiendas datos de menores.',
        ],
      },
      {
        id: 'changes',
        title: '10. Cambios en esta política',
        paragraphs: [
          'Si cambiamos esta política te lo informaremos en la plataforma. Cuando un cambio requiera tu consentimiento, te lo pediremos de nuevo.',
        ],
      },
    ],
  },
} as const;
