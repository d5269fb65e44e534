import { createRoute } from '@hono/zod-openapi';
import { placementInputSchema, placementSchema, userMessages } from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { requestOrigin } from '../security-log/record-security-event';
import { authorize } from '../auth/permissions';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { readPlacement } from './placement-queries';
import { savePlacement } from './save-placement';

/**
 * A person's place in the organisation (docs/product/organisation.md#a-persons-place). Mounted on
 * /api beside the account's and the users' routers, so each route authenticates itself: a
 * router-wide middleware would reach every path under /api.
 */
export const placementRoutes = createRouter();

const TAG = ['Organización'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid({ error: userMessages.notFound }) });
const answer = {
  description: 'Unidades, puesto, profesión, código de trabajador y fecha de ingreso',
  content: { 'application/json': { schema: placementSchema } },
};

async function placementOf(db: Parameters<typeof readPlacement>[0], profileId: string) {
  const place = await readPlacement(db, profileId);
  if (!place) throw AppError.notFound(userMessages.notFound);
  return place;
}

placementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/account/placement',
    tags: TAG,
    security,
    middleware: [requireAuth],
    summary: 'Mi lugar en la organización',
    description: 'Lo que la institución registra de quien consulta: solo lectura.',
    responses: { 200: answer, 401: errorResponse('Sin sesión válida') },
  }),
  async (c) => c.json(await placementOf(c.var.deps.db.kysely, c.var.viewer.profileId), 200),
);

placementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users/{id}/placement',
    tags: TAG,
    security,
    middleware: [requireAuth],
    summary: 'El lugar de una persona en la organización (administradores)',
    description: 'Unidad principal y adicionales con su ruta, puesto, profesión, código y fecha de ingreso.',
    request: { params },
    responses: {
      200: answer,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores'),
      404: errorResponse('La persona no existe'),
    },
  }),
  async (c) => {
    authorize(c.var.viewer, 'users.manage');
    return c.json(await placementOf(c.var.deps.db.kysely, c.req.valid('param').id), 200);
  },
);

placementRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/users/{id}/placement',
    tags: TAG,
    security,
    middleware: [requireAuth],
    summary: 'Guardar el lugar de una persona en la organización (administradores)',
    description:
      'Todos los campos a la vez; null para ninguno. Una unidad o un puesto archivados solo se conservan, no se asignan.',
    request: {
      params,
      body: { content: { 'application/json': { schema: placementInputSchema } }, required: true },
    },
    responses: {
      200: answer,
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores'),
      404: errorResponse('La persona no existe'),
      409: errorResponse('Código de trabajador repetido'),
      422: errorResponse('Algún campo no cumple sus reglas'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await savePlacement(c.var.deps, c.var.viewer, id, c.req.valid('json'), requestOrigin(c));
    return c.json(await placementOf(c.var.deps.db.kysely, id), 200);
  },
);
