import {
  NOTIFICATION_ACTION_LABEL_MAX_LENGTH,
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
} from '../notifications/constants';

/**
 * The notification bell, its panel and toasts, and the admin's notices
 * (docs/product/learning.md#notifications).
 */
export const notifications = {
  bellLabel: (unread: number) => (unread > 0 ? `Notificaciones (${unread} sin leer)` : 'Notificaciones'),
  panelTitle: 'Notificaciones',
  unreadSummary: (unread: number) => `Tienes ${unread} notificación(es) sin leer`,
  empty: 'No hay notificaciones',
  minutesAgo: (minutes: number) => `Hace ${minutes} min`,
  hoursAgo: (hours: number) => `Hace ${hours}h`,
  daysAgo: (days: number) => `Hace ${days}d`,
  unread: 'No leída',
  typeNames: { info: 'Información', success: 'Éxito', warning: 'Aviso', error: 'Error' },
  markAllRead: 'Marcar todas como leídas',
  clearAll: 'Borrar todas',
  remove: (title: string) => `Eliminar la notificación «${title}»`,
  // For the app's Toaster, whose own labels are English ('Notifications', 'Close toast').
  toastRegion: 'Avisos emergentes',
  closeToast: 'Cerrar aviso',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  welcome: {
    title: '¡Bienvenido a Aula!',
    message: 'Tu cuenta está lista. Explora los cursos y empieza a aprender.',
    actionLabel: 'Explorar Cursos',
  },
  // An administrator's notice to a user.
  idInvalid: 'El identificador de la notificación no es válido.',
  recipientInvalid: 'Elige a quién enviar el aviso.',
  recipientNotFound: 'El usuario destinatario no existe.',
  typeInvalid: 'El tipo de aviso no es válido.',
  titleRequired: 'Escribe el título del aviso.',
  titleTooLong: `El título no puede superar ${NOTIFICATION_TITLE_MAX_LENGTH} caracteres.`,
  messageRequired: 'Escribe el mensaje del aviso.',
  messageTooLong: `El mensaje no puede superar ${NOTIFICATION_MESSAGE_MAX_LENGTH} caracteres.`,
  actionUrlInvalid: 'El enlace debe ser una ruta de Aula que empiece por /, como /dashboard/courses.',
  actionLabelEmpty: 'El texto del enlace no puede estar vacío.',
  actionLabelTooLong: `El texto del enlace no puede superar ${NOTIFICATION_ACTION_LABEL_MAX_LENGTH} caracteres.`,
  actionLabelWithoutUrl: 'El texto del enlace necesita un enlace.',
} as const;
