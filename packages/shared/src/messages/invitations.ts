import { common } from './common';

/** Invitations (docs/product/people.md#invitations): the admin's side and the invited person's page. */
export const invitations = {
  /** The page the invitation's link opens. */
  page: {
    title: 'Elige tu contraseña',
    welcome: (names: string) => `Te damos la bienvenida, ${names}`,
    lead: (email: string) =>
      `Tu cuenta ${email} está lista. Elige la contraseña con la que ingresarás a Aula.`,
    checking: 'Comprobando la invitación...',
    linkInvalid:
      'La invitación no es válida, ya se usó o venció. Pide al administrador de tu academia que te envíe una nueva.',
    done: 'Tu contraseña quedó guardada. Ya puedes iniciar sesión con tu email y tu contraseña.',
    signIn: 'Iniciar sesión',
    saved: 'Contraseña guardada',
  },
  /** In the admin's user table and 'Editar Perfil'. */
  admin: {
    pending: 'Invitación pendiente',
    expiresOn: (day: string) => `La persona aún no eligió su contraseña. La invitación vence el ${day}.`,
    expiredOn: (day: string) =>
      `La persona aún no eligió su contraseña y la invitación venció el ${day}. Reenvíala para darle 7 días más.`,
    neverSent: 'La persona aún no eligió su contraseña.',
    title: 'Invitación',
    resend: 'Reenviar invitación',
    resending: 'Reenviando...',
    resent: (email: string) => `Invitación reenviada a ${email}. El enlace anterior dejó de servir.`,
    notPending: 'Esta persona ya eligió su contraseña: no necesita invitación.',
    retry: common.retry,
  },
} as const;
