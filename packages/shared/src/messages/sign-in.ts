export const signIn = {
  emailRequired: 'El email es obligatorio.',
  emailInvalid: 'El email no es válido.',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordTooShort: 'La contraseña es demasiado corta.',
  passwordTooLong: 'La contraseña es demasiado larga.',
  invalidCredentials: 'Credenciales incorrectas o usuario no existe.',
  title: 'Iniciar Sesión',
  subtitle: 'Ingresa tu email y contraseña para acceder a tu cuenta.',
  emailLabel: 'Email',
  emailPlaceholder: 'tu@correo.com',
  passwordLabel: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
  submitting: 'Iniciando sesión...',
  backToHome: 'Volver al inicio',
  noAccount: '¿No tienes una cuenta?',
  register: 'Regístrate gratis',
  /** Single sign-on with the employer's identity provider (docs/product/single-sign-on.md). */
  sso: {
    continueWith: (name: string) => `Ingresar con ${name}`,
    or: 'o con tu email',
    redirecting: (name: string) => `Te llevamos al ingreso de ${name}…`,
    passwordsOff: (name: string) =>
      `Tu institución ingresa con su propia cuenta: usa «Ingresar con ${name}».`,
    errors: {
      unverified_email:
        'Tu institución no confirmó tu email, así que no podemos abrir tu cuenta. Pide a su área de sistemas que lo verifique.',
      foreign_email: 'Ese email no pertenece a los dominios de tu institución configurados en Aula.',
      expired: 'El ingreso tardó demasiado o no empezó en este navegador. Vuelve a intentarlo.',
      refused: 'Tu institución no confirmó el ingreso. Vuelve a intentarlo.',
      inactive: 'Tu cuenta está desactivada. Consulta con el administrador de tu institución.',
      unavailable: 'El ingreso institucional no está disponible ahora. Inténtalo más tarde.',
    },
  },
  /** The promotional side panel (docs/product/accounts.md#sign-in-form). */
  promo: {
    title: 'Formación en calidad para el cuidado de la salud',
    lead: 'Desarrolla las competencias que tu institución necesita, a tu ritmo y con respaldo profesional.',
    features: [
      {
        title: 'Aprendizaje personalizado',
        text: 'Rutas que se adaptan a tu especialidad, a tu ritmo y a tus objetivos.',
      },
      {
        title: 'Certificados por actividad',
        text: 'Cada estudiante obtiene un certificado verificable por cada curso que completa.',
      },
      {
        title: 'Comunidad reconocida',
        text: 'Aprende junto a profesionales e instituciones de salud de toda la región.',
      },
    ],
    figuresLabel: 'Aula en cifras',
    figures: [
      { value: '50K+', label: 'Estudiantes' },
      { value: '1.2K+', label: 'Horas académicas' },
      { value: '95%', label: 'Satisfacción' },
    ],
    testimonialLabel: 'Testimonio',
    testimonial: {
      quote:
        'Los cursos de Aula nos ayudaron a ordenar nuestros procesos de seguridad del paciente. El equipo aplicó lo aprendido desde la primera semana.',
      author: 'Coordinadora de Calidad',
      organization: 'Red de clínicas, Lima',
    },
  },
} as const;
