import { PASSWORD_MIN_LENGTH } from '../constants';

/** '¿Olvidaste tu contraseña?': asking for a link by email, and choosing a new password with it. */
export const passwordRecovery = {
  requestTitle: 'Restablecer contraseña',
  requestSubtitle:
    'Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  emailLabel: 'Email',
  emailPlaceholder: 'tu@correo.com',
  requestSubmit: 'Enviar enlace',
  requesting: 'Enviando...',
  /** The same answer whether the account exists or not. */
  requestSent:
    'Si existe una cuenta con ese email, te enviamos un enlace para elegir una contraseña nueva. Revisa tu correo, también la carpeta de spam. El enlace vence en 60 minutos.',
  resetTitle: 'Elige una contraseña nueva',
  resetSubtitle: 'Después se cerrarán todas las sesiones abiertas de tu cuenta.',
  newPasswordLabel: 'Contraseña nueva',
  confirmPasswordLabel: 'Confirmar contraseña',
  passwordHint: `Mínimo ${PASSWORD_MIN_LENGTH} caracteres`,
  showNewPassword: 'Mostrar contraseña nueva',
  hideNewPassword: 'Ocultar contraseña nueva',
  showConfirmPassword: 'Mostrar confirmación de contraseña',
  hideConfirmPassword: 'Ocultar confirmación de contraseña',
  submit: 'Guardar contraseña',
  saving: 'Guardando...',
  checking: 'Comprobando el enlace...',
  done: 'Tu contraseña se cambió y se cerraron todas tus sesiones. Inicia sesión con la contraseña nueva.',
  linkInvalid: 'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  requestNew: 'Pedir un enlace nuevo',
  backToSignIn: 'Volver a iniciar sesión',
  signIn: 'Iniciar sesión',
} as const;
