import { createRoute } from '@hono/zod-openapi';
import {
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  securitySettingsSchema,
  ssoSettingsInputSchema,
  ssoSettingsSchema,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { requestOrigin } from '../security-log/record-security-event';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings';
import { getSecuritySettings, updateSecuritySettings } from './security-settings';
import { authorize } from '../auth/permissions';
import { presentSsoSettings, readSsoSettings, saveSsoSettings } from '../sso/sso-settings';

/**
 * The academy's settings, for admins: the payment instructions every new order carries, who must
 * use a second factor, and single sign-on with the employer's identity provider.
 */
export const academySettingsRoutes = createRouter();
academySettingsRoutes.use('*', requireAuth);
academySettingsRoutes.use('*', async (c, next) => {
  authorize(c.var.viewer, 'academySettings.manage');
  await next();
});

const TAG = ['Configuración'];
const security = [{ bearerAuth: [] }];
const settingsResponse = {
  description: 'Las instrucciones de pago vigentes',
  content: { 'application/json': { schema: paymentSettingsSchema } },
};

academySettingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/payment',
    tags: TAG,
    security,
    summary: 'Instrucciones de pago (administradores)',
    responses: {
      200: settingsResponse,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => c.json(await getPaymentSettings(c.var.deps.db.kysely), 200),
);

academySettingsRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/payment',
    tags: TAG,
    security,
    summary: 'Guardar las instrucciones de pago (administradores)',
    description: 'Valen para los pedidos nuevos; cada pedido ya registrado conserva las que recibió.',
    request: {
      body: { content: { 'application/json': { schema: paymentSettingsInputSchema } }, required: true },
    },
    responses: {
      200: settingsResponse,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
      422: errorResponse('Instrucciones vacías o demasiado largas'),
    },
  }),
  async (c) =>
    c.json(await updatePaymentSettings(c.var.deps.db.kysely, c.var.viewer, c.req.valid('json')), 200),
);

const securityResponse = {
  description: 'La regla de seguridad vigente',
  content: { 'application/json': { schema: securitySettingsSchema } },
};

academySettingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/security',
    tags: TAG,
    security,
    summary: 'Exigencia de la verificación en dos pasos (administradores)',
    responses: {
      200: securityResponse,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => c.json(await getSecuritySettings(c.var.deps.db.kysely), 200),
);

academySettingsRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/security',
    tags: TAG,
    security,
    summary: 'Exigir la verificación en dos pasos a los instructores (administradores)',
    description:
      'Los administradores siempre la usan. Al exigirla a los instructores, quienes no la tengan solo podrán configurarla hasta hacerlo.',
    request: {
      body: { content: { 'application/json': { schema: securitySettingsSchema } }, required: true },
    },
    responses: {
      200: securityResponse,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
      422: errorResponse('Datos no válidos'),
    },
  }),
  async (c) =>
    c.json(
      await updateSecuritySettings(c.var.deps.db.kysely, c.var.viewer, c.req.valid('json'), requestOrigin(c)),
      200,
    ),
);

const ssoResponse = {
  description: 'El inicio de sesión institucional guardado, sin el secreto',
  content: { 'application/json': { schema: ssoSettingsSchema } },
};

academySettingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/sso',
    tags: TAG,
    security,
    summary: 'Inicio de sesión institucional (administradores)',
    description:
      'La conexión OpenID Connect con el proveedor de identidad, y la URL de retorno que hay que registrar en él.',
    responses: {
      200: ssoResponse,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    return c.json(presentSsoSettings(config, await readSsoSettings(db.kysely)), 200);
  },
);

academySettingsRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/sso',
    tags: TAG,
    security,
    summary: 'Guardar el inicio de sesión institucional (administradores)',
    description:
      'El secreto de cliente solo se escribe: en blanco, se conserva el guardado. Activado, se lee antes la configuración del proveedor; si no responde, no se guarda nada.',
    request: {
      body: { content: { 'application/json': { schema: ssoSettingsInputSchema } }, required: true },
    },
    responses: {
      200: ssoResponse,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
      422: errorResponse('Datos no válidos, o el proveedor no responde en esa URL'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    return c.json(
      await saveSsoSettings(db.kysely, config, c.var.viewer, c.req.valid('json'), requestOrigin(c)),
      200,
    );
  },
);
