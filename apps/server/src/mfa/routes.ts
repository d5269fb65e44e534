import { createRoute } from '@hono/zod-openapi';
import {
  disableMfaSchema,
  enableMfaSchema,
  mfaMessages,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
} from '@aula/shared';
import { limit } from '../auth/routes';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { requestOrigin } from '../security-log/record-security-event';
import { disableMfa, enableMfa, getMfaStatus, regenerateRecoveryCodes, startMfaSetup } from './manage-mfa';

/**
 * 'Verificación en dos pasos' of the caller's own account. Mounted inside the account routes,
 * whose session check covers these; every route acts on the signed-in account only.
 */
export const mfaRoutes = createRouter();

const TAG = ['Mi cuenta'];
const security = [{ bearerAuth: [] }];
const recoveryCodesResponse = {
  description: 'Los códigos de recuperación nuevos: se muestran esta única vez',
  content: { 'application/json': { schema: recoveryCodesSchema } },
};

mfaRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Estado de mi verificación en dos pasos',
    responses: {
      200: { description: 'El estado', content: { 'application/json': { schema: mfaStatusSchema } } },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => c.json(await getMfaStatus(c.var.deps.db.kysely, c.var.viewer), 200),
);

mfaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/setup',
    tags: TAG,
    security,
    summary: 'Generar la clave para la aplicación de autenticación',
    description:
      'Una clave nueva, como código QR y como texto. No entra en vigor hasta confirmarla con un código (POST /enable); volver a pedirla reemplaza la anterior sin confirmar.',
    responses: {
      200: { description: 'La clave nueva', content: { 'application/json': { schema: mfaSetupSchema } } },
      401: errorResponse('Sin sesión válida'),
      409: errorResponse('Ya está activada'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    await limit(c, `mfa-setup:user:${c.var.viewer.userId}`, config.env.RATE_LIMIT_MFA_FAILURES_PER_ACCOUNT);
    const user = await db.kysely
      .selectFrom('Users')
      .select('email')
      .where('id_user', '=', c.var.viewer.userId)
      .executeTakeFirst();
    if (!user) throw AppError.unauthorized();
    return c.json(await startMfaSetup(db.kysely, config, c.var.viewer, user.email), 200);
  },
);

mfaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/enable',
    tags: TAG,
    security,
    summary: 'Activar la verificación en dos pasos',
    description:
      'Con el primer código de la aplicación. Devuelve 10 códigos de recuperación y cierra las demás sesiones de la cuenta.',
    request: { body: { required: true, content: { 'application/json': { schema: enableMfaSchema } } } },
    responses: {
      200: recoveryCodesResponse,
      401: errorResponse('Sin sesión válida'),
      409: errorResponse('Ya está activada'),
      422: errorResponse('Código incorrecto, o no se generó la clave'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    await limit(c, `mfa-code:user:${c.var.viewer.userId}`, config.env.RATE_LIMIT_MFA_FAILURES_PER_ACCOUNT);
    const codes = await enableMfa(
      db.kysely,
      config,
      c.var.viewer,
      c.req.valid('json').code,
      requestOrigin(c),
    );
    return c.json({ recoveryCodes: codes }, 200);
  },
);

mfaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/recovery-codes',
    tags: TAG,
    security,
    summary: 'Generar nuevos códigos de recuperación',
    description: 'Con un código de la aplicación (o uno de recuperación). Los anteriores dejan de servir.',
    request: {
      body: { required: true, content: { 'application/json': { schema: regenerateRecoveryCodesSchema } } },
    },
    responses: {
      200: recoveryCodesResponse,
      401: errorResponse('Sin sesión válida'),
      409: errorResponse('No está activada'),
      422: errorResponse('Código incorrecto o ya usado'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    await limit(c, `mfa-code:user:${c.var.viewer.userId}`, config.env.RATE_LIMIT_MFA_FAILURES_PER_ACCOUNT);
    const codes = await regenerateRecoveryCodes(
      db.kysely,
      config,
      c.var.viewer,
      c.req.valid('json').code,
      requestOrigin(c),
    );
    return c.json({ recoveryCodes: codes }, 200);
  },
);

mfaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/disable',
    tags: TAG,
    security,
    summary: 'Desactivar la verificación en dos pasos',
    description:
      'Con la contraseña y un código (de la aplicación o de recuperación). No se permite si el rol de la cuenta la exige.',
    request: { body: { required: true, content: { 'application/json': { schema: disableMfaSchema } } } },
    responses: {
      204: { description: 'Desactivada' },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse(mfaMessages.requiredForRole),
      409: errorResponse('No está activada'),
      422: errorResponse('Contraseña o código incorrectos'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    await limit(c, `mfa-code:user:${c.var.viewer.userId}`, config.env.RATE_LIMIT_MFA_FAILURES_PER_ACCOUNT);
    await disableMfa(db.kysely, config, c.var.viewer, c.req.valid('json'), requestOrigin(c));
    return c.body(null, 204);
  },
);
