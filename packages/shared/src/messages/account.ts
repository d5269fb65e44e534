import { common } from './common';
/**
 * The caller's own account: password change, signing out everywhere, saving one's profile
 * (docs/product/accounts.md#account-settings).
 */
export const account = {
  currentPasswordRequired: 'Ingresa tu contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  confirmPasswordRequired: 'Confirma tu nueva contraseña.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  passwordChangeRequired: 'Debes cambiar tu contraseña antes de continuar.',
  /** /dashboard/settings (docs/product/accounts.md#settings-page). */
  settings: {
    title: 'Configuración',
    subtitle:
      'La seguridad de tu cuenta: tu contraseña, la verificación en dos pasos y tus sesiones abiertas.',
    changePassword: {
      title: 'Cambiar contraseña',
      description: 'Al cambiarla, se cierran tus sesiones en los demás dispositivos.',
      currentPassword: 'Contraseña actual',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirmar contraseña',
      showCurrentPassword: 'Mostrar contraseña actual',
      hideCurrentPassword: 'Ocultar contraseña actual',
      showNewPassword: 'Mostrar nueva contraseña',
      hideNewPassword: 'Ocultar nueva contraseña',
      showConfirmPassword: 'Mostrar confirmación de contraseña',
      hideConfirmPassword: 'Ocultar confirmación de contraseña',
      submit: 'Cambiar contraseña',
      submitting: 'Cambiando contraseña...',
      changed: 'Contraseña actualizada',
      changedDescription: 'Cerramos tu sesión en los demás dispositivos.',
    },
    /** 'Sesiones activas': each open session, the current one marked, each one revocable. */
    sessions: {
      title: 'Sesiones activas',
      description:
        'Los dispositivos donde tu cuenta tiene una sesión abierta. Si no reconoces alguno, cierra esa sesión y cambia tu contraseña.',
      current: 'Este dispositivo',
      browserOn: (browser: string, system: string) => `${browser} en ${system}`,
      unknownBrowser: 'Navegador desconocido',
      unknownSystem: 'sistema desconocido',
      devices: { computer: 'Computadora', phone: 'Teléfono', tablet: 'Tableta' },
      address: (ip: string) => `Dirección IP ${ip}`,
      unknownAddress: 'Dirección IP desconocida',
      startedAt: (date: string) => `Iniciada el ${date}`,
      lastUsedAt: (date: string) => `Último uso: ${date}`,
      revoke: 'Cerrar sesión',
      /** Starts with the button's visible text, as its accessible name must. */
      revokeLabel: (device: string) => `Cerrar sesión: ${device}`,
      revokeConfirmTitle: '¿Cerrar esta sesión?',
      revokeConfirmText: 'Ese dispositivo tendrá que volver a iniciar sesión para entrar a tu cuenta.',
      revokeCurrentConfirmText: 'Es la sesión de este dispositivo: saldrás de tu cuenta aquí.',
      revokeConfirm: 'Cerrar sesión',
      revoked: 'Sesión cerrada',
      loading: 'Cargando tus sesiones...',
      loadError: 'No se pudieron cargar tus sesiones.',
      retry: common.retry,
      notFound: 'Esa sesión ya no está abierta.',
    },
    signOutEverywhere: {
      title: 'Cerrar sesión en todos los dispositivos',
      description:
        'Cierra tu sesión en este y en todos los demás dispositivos donde la hayas iniciado: útil si usaste una computadora compartida o perdiste un equipo.',
      button: 'Cerrar sesión en todos los dispositivos',
      confirmTitle: '¿Cerrar sesión en todos los dispositivos?',
      confirmDescription: 'Tendrás que volver a iniciar sesión en cada dispositivo, también en este.',
      confirm: 'Cerrar sesiones',
      cancel: common.cancel,
      done: 'Cerraste sesión en todos los dispositivos',
    },
  },
  /** The step every /dashboard page shows while the password is still the temporary one. */
  forcedChange: {
    title: 'Cambia tu contraseña',
    text: 'Tu cuenta fue creada con una contraseña temporal. Para continuar, elige una contraseña propia que solo tú conozcas.',
    currentPasswordHint: 'Es la contraseña temporal con la que acabas de iniciar sesión.',
    /** An older password that no longer meets the rules (too short, common or breached). */
    policyText:
      'Tu contraseña ya no cumple las reglas de seguridad de Aula: es muy corta, muy común o aparece en filtraciones de datos. Para continuar, elige una nueva que solo tú conozcas.',
    policyCurrentPasswordHint: 'Es la contraseña con la que acabas de iniciar sesión.',
    signOut: 'Cerrar sesión',
  },
} as const;
