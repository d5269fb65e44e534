import { createRoute } from '@hono/zod-openapi';
import {
  MAIL_PREFERENCE_KINDS,
  mailPreferencesSchema,
  sentMailMessages as m,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { readMailPreferences, saveMailPreference, unsubscribe } from './mail-preferences';

/** 'Notificaciones' in a person's profile: which kinds of email they receive (docs/product/email.md#preferences). */
export const mailPreferenceRoutes = createRouter();
mailPreferenceRoutes.use('*', requireAuth);

const TAG = ['Correo'];
const security = [{ bearerAuth: [] }];
const answer = {
  description: 'Sus preferencias',
  content: { 'application/json': { schema: mailPreferencesSchema } },
};

mailPreferenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Mis preferencias de correo',
    description:
      'Por cada tipo de correo que se puede desactivar, si lo recibo. Los de seguridad siempre se envían.',
    responses: { 200: answer, 401: errorResponse('Sin sesión válida') },
  }),
  async (c) => c.json(await readMailPreferences(c.var.deps.db.kysely, c.var.viewer.userId), 200),
);

mailPreferenceRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/',
    tags: TAG,
    security,
    summary: 'Guardar mis preferencias de correo',
    request: { body: { content: { 'application/json': { schema: mailPreferencesSchema } }, required: true } },
    responses: {
      200: answer,
      401: errorResponse('Sin sesión válida'),
      422: errorResponse('Datos no válidos'),
    },
  }),
  async (c) => {
    const { db, clock } = c.var.deps;
    const chosen = c.req.valid('json');
    const userId = c.var.viewer.userId;
    await db.kysely.transaction().execute(async (trx) => {
      for (const kind of MAIL_PREFERENCE_KINDS)
        await saveMailPreference(trx, userId, kind, chosen[kind], clock.now());
    });
    return c.json(await readMailPreferences(db.kysely, userId), 200);
  },
);

/**
 * The unsubscribe link of an email, without signing in: RFC 8058's one-click POST from the mail
 * program (body 'List-Unsubscribe=One-Click', ignored), or the page the link in the body opens.
 */
export const unsubscribeRoutes = createRouter();

unsubscribeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    summary: 'Dejar de recibir un tipo de correo (sin sesión)',
    description:
      'Con el token del enlace del correo. Lo usan los programas de correo (List-Unsubscribe-Post: List-Unsubscribe=One-Click) y la página del enlace.',
    request: { query: unsubscribeQuerySchema },
    responses: {
      200: { description: 'Hecho', content: { 'application/json': { schema: unsubscribeAnswerSchema } } },
      400: errorResponse('Enlace no válido'),
      410: errorResponse('Enlace no válido'),
    },
  }),
  async (c) => {
    const { db, config, clock } = c.var.deps;
    const kind = await unsubscribe(db.kysely, config.jwtSecret, c.req.valid('query').token, clock.now());
    return c.json({ kind, message: m.unsubscribed(m.preferenceKinds[kind]) }, 200);
  },
);
