import { createRoute } from '@hono/zod-openapi';
import {
  activeSessionsSchema,
  changePasswordSchema,
  currentUserSchema,
  ownProfileSchema,
  accountMessages,
} from '@aula/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { loadCurrentUser } from '../auth/current-user';
import { PROFILE_IMAGE_RULE } from '../auth/profile-image-rule';
import { clearRefreshCookie } from '../auth/refresh-cookie';
import { limit } from '../auth/routes';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { createRouter, errorResponse } from '../http/router';
import { validationError } from '../http/validation';
import { recordSecurityEvent, requestOrigin } from '../security-log/record-security-event';
import { mfaRoutes } from '../mfa/routes';
import { receiveMultipart } from '../storage/multipart';
import { changePassword } from './change-password';
import { listSessions } from './list-sessions';
import { revokeSession } from './revoke-session';
import { signOutEverywhere } from './sign-out-everywhere';
import { updateOwnProfile } from './update-own-profile';

/**
 * The caller's own account (docs/product/accounts.md#account-settings): every route acts on the signed-in
 * account only.
 */
export const accountRoutes = createRouter();
accountRoutes.use('*', requireAuth);
accountRoutes.route('/mfa', mfaRoutes);

const TAG = ['Mi cuenta'];
const security = [{ bearerAuth: [] }];

/** The caller as the web shell keeps it, after a change to their account. */
async function currentUser(c: Context<AppEnv>) {
  const { db, fileLinks } = c.var.deps;
  const user = await loadCurrentUser(db.kysely, fileLinks, c.var.viewer.userId);
  if (!user) throw AppError.unauthorized();
  return user;
}

accountRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/password',
    tags: TAG,
    security,
    summary: 'Cambiar la contraseña',
    description:
      'Con la contraseña actual. Las demás sesiones de la cuenta terminan; esta sigue abierta. También reemplaza una contraseña temporal.',
    request: { body: { content: { 'application/json': { schema: changePasswordSchema } }, required: true } },
    responses: {
      200: {
        description: 'El usuario actual',
        content: { 'application/json': { schema: currentUserSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      422: errorResponse('Contraseña actual incorrecta o nueva contraseña no válida'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { config } = c.var.deps;
    // Whoever holds a session (a stolen token, an unlocked computer) must not be able to guess
    // the password here faster than at sign-in.
    await limit(
      c,
      `change-password:user:${c.var.viewer.userId}`,
      config.env.RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT,
    );
    try {
      await changePassword(c.var.deps, c.var.viewer, c.req.valid('json'), requestOrigin(c));
    } catch (error) {
      // A wrong current password from inside a session may be someone else at the keyboard.
      if (error instanceof AppError && error.fields?.currentPassword) {
        await recordSecurityEvent(c, {
          type: 'password_change',
          outcome: 'failure',
          details: { reason: 'current_password_wrong' },
        });
      }
      throw error;
    }
    return c.json(await currentUser(c), 200);
  },
);

accountRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/sign-out-everywhere',
    tags: TAG,
    security,
    summary: 'Cerrar sesión en todos los dispositivos',
    description: 'Revoca todas las sesiones de la cuenta, también esta, y borra la cookie de renovación.',
    responses: {
      204: { description: 'Todas las sesiones cerradas' },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    await signOutEverywhere(c.var.deps.db.kysely, c.var.viewer);
    await recordSecurityEvent(c, { type: 'sign_out_everywhere', outcome: 'success' });
    clearRefreshCookie(c);
    return c.body(null, 204);
  },
);

const profileFormSchema = z.object({
  names: z.string(),
  lastNames: z.string(),
  phone: z.string().describe('Solo dígitos; vacío lo borra'),
  removeImage: z.string().optional().describe('"true" quita la foto actual'),
  image: z.string().optional().describe('Nueva foto de perfil JPG o PNG, máximo 200KB'),
});

// Multipart bodies are streamed (never buffered), so this route is documented by hand
// and parses its own body instead of using the JSON validator.
accountRoutes.openAPIRegistry.registerPath({
  method: 'patch',
  path: '/profile',
  tags: TAG,
  security,
  summary: 'Guardar mi información personal',
  description:
    'Nombres, apellidos, teléfono y, si se envía, una nueva foto. El email y el rol no se cambian aquí.',
  request: { body: { content: { 'multipart/form-data': { schema: profileFormSchema } } } },
  responses: {
    200: { description: 'El usuario actual', content: { 'application/json': { schema: currentUserSchema } } },
    401: errorResponse('Sin sesión válida'),
    413: errorResponse('La imagen supera 200KB'),
    415: errorResponse('La imagen no es JPG ni PNG'),
    422: errorResponse('Algún campo no cumple sus reglas'),
  },
});

accountRoutes.patch('/profile', async (c) => {
  const { storage, db, logger } = c.var.deps;
  const { fields, files } = await receiveMultipart(c.req.raw, storage, { image: PROFILE_IMAGE_RULE });
  const imageKey = files.image?.key ?? null;
  const parsed = ownProfileSchema.safeParse(fields);
  if (!parsed.success) {
    // Nothing is saved: the photo stored for this request must not stay behind.
    if (imageKey) await storage.delete(imageKey).catch(() => {});
    throw validationError(parsed.error);
  }
  await updateOwnProfile({ db, storage, logger }, c.var.viewer, parsed.data, imageKey);
  return c.json(await currentUser(c), 200);
});

accountRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/sessions',
    tags: TAG,
    security,
    summary: 'Sesiones activas',
    description:
      'Las sesiones abiertas de la cuenta: navegador, sistema y tipo de dispositivo (según el propio navegador), dirección IP, inicio y último uso. La actual va primero, marcada.',
    responses: {
      200: {
        description: 'Las sesiones abiertas',
        content: { 'application/json': { schema: activeSessionsSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const { db, config, clock } = c.var.deps;
    return c.json(await listSessions(db.kysely, config, c.var.viewer, clock.now()), 200);
  },
);

accountRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/sessions/{id}',
    tags: TAG,
    security,
    summary: 'Cerrar una de mis sesiones',
    description:
      'Revoca la sesión al momento, con su token de renovación. Si es la actual, también borra la cookie de renovación: es cerrar sesión aquí.',
    request: { params: z.object({ id: z.uuid({ error: accountMessages.settings.sessions.notFound }) }) },
    responses: {
      204: { description: 'Sesión cerrada' },
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      404: errorResponse('No es una sesión abierta de esta cuenta'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await revokeSession(c.var.deps.db.kysely, c.var.viewer, id, c.var.deps.clock.now());
    await recordSecurityEvent(c, {
      type: 'session_revoked',
      outcome: 'success',
      details: { revokedSession: id, current: id === c.var.viewer.sessionId },
    });
    if (id === c.var.viewer.sessionId) clearRefreshCookie(c);
    return c.body(null, 204);
  },
);
