import { createRoute } from '@hono/zod-openapi';
import { securityEventListQuerySchema, securityEventListSchema } from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { listSecurityEvents } from './list-security-events';

/** 'Registro de seguridad': the security log, read and filtered by admins (decision 0016). */
export const securityLogRoutes = createRouter();
securityLogRoutes.use('*', requireAuth);
securityLogRoutes.use('*', async (c, next) => {
  // Who signed in from where is personal data: no cache keeps it.
  c.header('Cache-Control', 'no-store');
  await next();
});

securityLogRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['Registro de seguridad'],
    security: [{ bearerAuth: [] }],
    summary: 'Registro de seguridad (administradores)',
    description:
      'Inicios de sesión, bloqueos, accesos denegados, cambios de cuentas, roles y contraseñas, y exportaciones de datos personales, del más reciente al más antiguo: quién, a quién, cuándo y desde qué dirección. Filtros de tipo, resultado, persona que actuó o cuenta afectada (nombre o email) y rango de fechas (días UTC, ambos incluidos). El total se cuenta hasta 10 000.',
    request: { query: securityEventListQuerySchema },
    responses: {
      200: {
        description: 'Una página de eventos',
        content: { 'application/json': { schema: securityEventListSchema } },
      },
      400: errorResponse('Filtros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) =>
    c.json(await listSecurityEvents(c.var.deps.db.kysely, c.var.viewer, c.req.valid('query')), 200),
);
