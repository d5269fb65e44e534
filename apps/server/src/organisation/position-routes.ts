import { createRoute } from '@hono/zod-openapi';
import { positionIdParamsSchema, positionInputSchema, positionListSchema } from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { authorize } from '../auth/permissions';
import { createRouter, errorResponse } from '../http/router';
import { createPosition, listPositions, renamePosition, setPositionArchived } from './positions';

/** Positions ('puestos', docs/product/organisation.md#positions), for admins. */
export const positionRoutes = createRouter();
positionRoutes.use('*', requireAuth);

const TAG = ['Organización'];
const security = [{ bearerAuth: [] }];
const list = {
  description: 'Todos los puestos, por nombre, como quedan',
  content: { 'application/json': { schema: positionListSchema } },
};
const refusals = {
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('Solo los administradores'),
};
const body = { content: { 'application/json': { schema: positionInputSchema } }, required: true };
const answerList = async (db: Parameters<typeof listPositions>[0]) => ({ items: await listPositions(db) });

positionRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Los puestos',
    description: 'Archivados incluidos, con las personas activas de cada uno.',
    responses: { 200: list, ...refusals },
  }),
  async (c) => {
    authorize(c.var.viewer, 'organisation.manage');
    return c.json(await answerList(c.var.deps.db.kysely), 200);
  },
);

positionRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Crear un puesto',
    description: 'El nombre es único, sin distinguir mayúsculas.',
    request: { body },
    responses: {
      201: list,
      ...refusals,
      409: errorResponse('Nombre repetido'),
      422: errorResponse('Nombre no válido'),
    },
  }),
  async (c) => {
    await createPosition(c.var.deps, c.var.viewer, c.req.valid('json'));
    return c.json(await answerList(c.var.deps.db.kysely), 201);
  },
);

positionRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Renombrar un puesto',
    description: 'Quienes lo tienen lo conservan con su nombre nuevo.',
    request: { params: positionIdParamsSchema, body },
    responses: {
      200: list,
      ...refusals,
      404: errorResponse('El puesto no existe'),
      409: errorResponse('Nombre repetido'),
      422: errorResponse('Nombre no válido'),
    },
  }),
  async (c) => {
    await renamePosition(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await answerList(c.var.deps.db.kysely), 200);
  },
);

for (const [action, archived] of [
  ['archive', true],
  ['restore', false],
] as const) {
  positionRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/{id}/${action}`,
      tags: TAG,
      security,
      summary: archived ? 'Archivar un puesto' : 'Restaurar un puesto',
      description: archived
        ? 'Deja de ofrecerse para nuevas personas; quienes lo tienen lo conservan.'
        : 'Vuelve a ofrecerse.',
      request: { params: positionIdParamsSchema },
      responses: { 200: list, ...refusals, 404: errorResponse('El puesto no existe') },
    }),
    async (c) => {
      await setPositionArchived(c.var.deps, c.var.viewer, c.req.valid('param').id, archived);
      return c.json(await answerList(c.var.deps.db.kysely), 200);
    },
  );
}
