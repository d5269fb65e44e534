import { createRoute } from '@hono/zod-openapi';
import { paymentSettingsInputSchema, paymentSettingsSchema } from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../http/app-error';
import { createRouter, errorResponse } from '../http/router';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings';

/** The academy's settings, for admins: the payment instructions every new order carries. */
export const settingsRoutes = createRouter();
settingsRoutes.use('*', requireAuth);
settingsRoutes.use('*', async (c, next) => {
  if (c.var.auth.role !== 'ADMIN') throw AppError.forbidden();
  await next();
});

const TAG = ['Configuración'];
const security = [{ bearerAuth: [] }];
const settingsResponse = {
  description: 'Las instrucciones de pago vigentes',
  content: { 'application/json': { schema: paymentSettingsSchema } },
};

settingsRoutes.openapi(
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

settingsRoutes.openapi(
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
    c.json(await updatePaymentSettings(c.var.deps.db.kysely, c.var.auth, c.req.valid('json')), 200),
);
