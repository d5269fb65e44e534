import { createRoute } from '@hono/zod-openapi';
import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
  sendNotificationSchema,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { clearNotifications } from './clear-notifications';
import { listNotifications } from './list-notifications';
import { presentNotification } from './notification-presenter';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { streamNotifications } from './notification-stream';
import { removeNotification } from './remove-notification';
import { sendNotification } from './send-notification';
import { authorize } from '../auth/permissions';

/**
 * The caller's own notifications (docs/product/learning.md#bell-and-panel): nobody reads or
 * changes another user's.
 */
export const notificationRoutes = createRouter();
notificationRoutes.use('*', requireAuth);

const tags = ['Notificaciones'];
const security = [{ bearerAuth: [] }];
const unauthorized = errorResponse('Sin sesión válida');
const notFound = errorResponse('No existe o no es tuya');
const done = (description: string) => ({ 204: { description }, 401: unauthorized });

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags,
    security,
    summary: 'Mis notificaciones',
    description: 'Las más recientes primero, con el número total de no leídas.',
    responses: {
      200: {
        description: 'Notificaciones',
        content: { 'application/json': { schema: notificationListSchema } },
      },
      401: unauthorized,
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const { rows, unreadCount } = await listNotifications(c.var.deps.db.kysely, c.var.viewer.profileId);
    // The time base of the notifications' own stamps, which the database writes: the bell counts
    // 'hace 5 min' and picks what is fresh enough to toast against it, whatever the device's clock
    // says. (Those stamps move to the app's clock with the other record stamps: docs/architecture.md#injectable-clock.)
    const serverTime = new Date().toISOString();
    return c.json({ notifications: rows.map(presentNotification), unreadCount, serverTime }, 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/stream',
    tags,
    security,
    summary: 'Notificaciones en vivo (Server-Sent Events)',
    description:
      'Se lee con fetch y el encabezado Authorization. Cada notificación nueva llega como evento ' +
      '`notification` con la notificación en JSON; cada 25 s llega un comentario de latido.',
    responses: {
      200: { description: 'Flujo de eventos', content: { 'text/event-stream': { schema: z.string() } } },
      401: unauthorized,
    },
  }),
  (c) => streamNotifications(c),
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/read-all',
    tags,
    security,
    summary: 'Marcar todas como leídas',
    responses: done('Todas leídas'),
  }),
  async (c) => {
    await markAllNotificationsRead(c.var.deps.db.kysely, c.var.viewer.profileId);
    return c.body(null, 204);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/read',
    tags,
    security,
    summary: 'Marcar una como leída',
    request: { params: notificationIdParamsSchema },
    responses: { ...done('Leída'), 404: notFound },
  }),
  async (c) => {
    await markNotificationRead(c.var.deps.db.kysely, c.var.viewer.profileId, c.req.valid('param').id);
    return c.body(null, 204);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    security,
    summary: 'Eliminar una',
    request: { params: notificationIdParamsSchema },
    responses: { ...done('Eliminada'), 404: notFound },
  }),
  async (c) => {
    await removeNotification(c.var.deps.db.kysely, c.var.viewer.profileId, c.req.valid('param').id);
    return c.body(null, 204);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/',
    tags,
    security,
    summary: 'Borrar todas',
    responses: done('Borradas'),
  }),
  async (c) => {
    await clearNotifications(c.var.deps.db.kysely, c.var.viewer.profileId);
    return c.body(null, 204);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags,
    security,
    summary: 'Enviar un aviso a un usuario (solo administradores)',
    request: {
      body: { required: true, content: { 'application/json': { schema: sendNotificationSchema } } },
    },
    responses: {
      201: { description: 'Aviso enviado', content: { 'application/json': { schema: notificationSchema } } },
      401: unauthorized,
      403: errorResponse('Solo un administrador envía avisos'),
      404: errorResponse('El usuario destinatario no existe'),
      422: errorResponse('Algún campo no cumple sus reglas'),
    },
  }),
  async (c) => {
    const notice = c.req.valid('json');
    authorize(c.var.viewer, 'notifications.send');
    return c.json(await sendNotification(c.var.deps, notice), 201);
  },
);
