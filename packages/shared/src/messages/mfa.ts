import { common } from './common';
/** The second factor: an authenticator app's 6-digit codes and single-use recovery codes (docs/decisions/0022). */
export const mfa = {
  codeRequired: 'Ingresa el código de 6 dígitos de tu aplicación de autenticación.',
  codeFormat: 'El código tiene 6 dígitos.',
  codeOrRecoveryRequired: 'Ingresa el código de tu aplicación o un código de recuperación.',
  codeWrong: 'El código no es correcto o ya venció. Ingresa el que muestra ahora tu aplicación.',
  codeUsed: 'Ese código ya se usó. Espera a que tu aplicación muestre uno nuevo.',
  passwordRequired: 'Ingresa tu contraseña.',
  passwordWrong: 'La contraseña no es correcta.',
  challengeExpired: 'Pasó demasiado tiempo o hubo demasiados intentos. Vuelve a iniciar sesión.',
  notEnabled: 'La verificación en dos pasos no está activada.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  noSetup: 'Primero genera la clave: vuelve a empezar la activación.',
  requiredForRole: 'Tu rol exige la verificación en dos pasos: no puedes desactivarla.',
  enrollmentRequired: 'Debes activar la verificación en dos pasos antes de continuar.',
  /** 'Verificación en dos pasos' in /dashboard/settings. */
  settings: {
    title: 'Verificación en dos pasos',
    description:
      'Además de tu contraseña, al iniciar sesión te pediremos un código de una aplicación de autenticación de tu teléfono (Google Authenticator, Microsoft Authenticator, FreeOTP u otra).',
    enabled: 'Activada',
    disabled: 'Desactivada',
    enabledSince: (date: string) => `Activada desde el ${date}`,
    requiredNote: 'Tu rol en la academia exige la verificación en dos pasos.',
    recoveryCodesLeft: (count: number) =>
      count === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${count} códigos de recuperación.`,
    recoveryCodesLow: 'Te quedan pocos códigos de recuperación: genera unos nuevos.',
    enable: 'Activar verificación en dos pasos',
    disable: 'Desactivar',
    regenerate: 'Generar nuevos códigos de recuperación',
    loading: 'Cargando la verificación en dos pasos...',
    loadError: 'No se pudo cargar la verificación en dos pasos.',
    retry: common.retry,
  },
  /** The steps of turning it on: scan, confirm with a code, keep the recovery codes. */
  setup: {
    title: 'Activa la verificación en dos pasos',
    requiredTitle: 'Protege tu cuenta con la verificación en dos pasos',
    requiredText:
      'Tu rol en la academia exige un segundo paso al iniciar sesión. Configúralo ahora: solo toma un minuto.',
    stepScan: '1. Escanea este código QR con tu aplicación de autenticación.',
    qrAlt: 'Código QR para tu aplicación de autenticación',
    manualKey: '¿No puedes escanearlo? Ingresa esta clave en la aplicación:',
    stepConfirm: '2. Ingresa el código de 6 dígitos que muestra la aplicación.',
    codeLabel: 'Código de verificación',
    confirm: 'Activar',
    confirming: 'Activando...',
    cancel: common.cancel,
    generating: 'Generando tu clave...',
    generateError: 'No se pudo generar la clave. Inténtalo de nuevo.',
    retry: common.retry,
    signOut: 'Cerrar sesión',
    enabledToast: 'Verificación en dos pasos activada',
    enabledToastDescription: 'Cerramos tu sesión en los demás dispositivos.',
  },
  recoveryCodes: {
    title: 'Guarda tus códigos de recuperación',
    text: 'Si pierdes tu teléfono, cada uno de estos códigos te deja entrar una sola vez. Guárdalos en un lugar seguro: no volveremos a mostrarlos.',
    copy: 'Copiar códigos',
    copied: 'Códigos copiados',
    copyError: 'No se pudieron copiar los códigos. Descárgalos o cópialos a mano.',
    download: 'Descargar códigos',
    fileName: 'aula-codigos-de-recuperacion.txt',
    fileHeader: (email: string) =>
      `Códigos de recuperación de Aula para ${email}. Cada código sirve una sola vez.`,
    done: 'Ya los guardé',
  },
  regenerate: {
    title: 'Generar nuevos códigos de recuperación',
    text: 'Los códigos anteriores dejarán de servir. Confirma con el código de tu aplicación.',
    codeLabel: 'Código de la aplicación o de recuperación',
    submit: 'Generar códigos',
    submitting: 'Generando...',
  },
  disable: {
    title: 'Desactivar la verificación en dos pasos',
    text: 'Tu cuenta quedará protegida solo por tu contraseña. Confirma con tu contraseña y un código de tu aplicación (o de recuperación).',
    passwordLabel: 'Contraseña',
    codeLabel: 'Código de la aplicación o de recuperación',
    submit: 'Desactivar',
    submitting: 'Desactivando...',
    cancel: common.cancel,
    disabledToast: 'Verificación en dos pasos desactivada',
  },
  /** The second step of signing in. */
  signIn: {
    title: 'Verificación en dos pasos',
    text: 'Ingresa el código de 6 dígitos que muestra tu aplicación de autenticación.',
    recoveryText: 'Ingresa uno de tus códigos de recuperación. Cada código sirve una sola vez.',
    codeLabel: 'Código de verificación',
    recoveryCodeLabel: 'Código de recuperación',
    rememberDays: (days: number) => `No volver a pedirlo en este navegador durante ${days} días`,
    submit: 'Verificar',
    submitting: 'Verificando...',
    useRecoveryCode: 'Usar un código de recuperación',
    useAppCode: 'Usar el código de la aplicación',
    back: 'Volver a iniciar sesión',
    recoveryCodeUsed: (left: number) =>
      left === 1
        ? 'Usaste un código de recuperación: te queda 1. Genera nuevos en Configuración.'
        : `Usaste un código de recuperación: te quedan ${left}. Genera nuevos en Configuración.`,
  },
  /** The academy's rule, in the admin's 'Configuración'. */
  academy: {
    title: 'Seguridad de las cuentas',
    description:
      'Los administradores siempre deben usar la verificación en dos pasos. Puedes exigirla también a los instructores: quienes aún no la tengan deberán configurarla antes de seguir usando Aula.',
    requireForInstructors: 'Exigir la verificación en dos pasos a los instructores',
    save: common.save,
    saving: common.saving,
    saved: 'Configuración de seguridad guardada',
    loading: 'Cargando la configuración de seguridad...',
    loadError: 'No se pudo cargar la configuración de seguridad.',
    retry: common.retry,
  },
  /** An admin's help for someone who lost their phone and their recovery codes. */
  reset: {
    action: 'Restablecer verificación en dos pasos',
    /** In the admin's 'Editar Perfil' drawer, above the action. */
    description:
      'Esta persona usa la verificación en dos pasos. Si perdió su teléfono y sus códigos de recuperación, restablécela para que pueda volver a entrar.',
    confirmTitle: '¿Restablecer la verificación en dos pasos?',
    confirmText:
      'La persona podrá entrar solo con su contraseña y, si su rol lo exige, deberá configurarla de nuevo. Sus sesiones abiertas se cerrarán.',
    confirm: 'Restablecer',
    cancel: common.cancel,
    done: 'Verificación en dos pasos restablecida',
    notEnabled: 'Esta cuenta no tiene la verificación en dos pasos activada.',
    ownAccount: 'No puedes restablecer tu propia verificación en dos pasos.',
  },
} as const;
