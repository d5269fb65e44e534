import { createRoute } from '@hono/zod-openapi';
import {
  createUnitSchema,
  moveUnitSchema,
  unitIdParamsSchema,
  unitTreeSchema,
  updateUnitSchema,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { authorize } from '../auth/permissions';
import { createRouter, errorResponse } from '../http/router';
import { archiveUnit, restoreUnit } from './archive-unit';
import { createUnit } from './create-unit';
import { moveUnit } from './move-unit';
import { presentUnit } from './unit-presenter';
import { listUnits } from './unit-queries';
import { updateUnit } from './update-unit';

/** 'Organización' (docs/product/organisation.md): the tree of units, for admins. */
export const unitRoutes = createRouter();
unitRoutes.use('*', requireAuth);

const TAG = ['Organización'];
const security = [{ bearerAuth: [] }];
const tree = {
  description: 'El árbol completo, como queda',
  content: { 'application/json': { schema: unitTreeSchema } },
};
const refusals = {
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('Solo los administradores'),
};

/** Every write answers the whole tree as it now stands: the screen redraws it from one answer. */
async function answerTree(db: Parameters<typeof listUnits>[0]) {
  return { items: (await listUnits(db)).map(presentUnit) };
}

unitRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'El árbol de la organización',
    description: 'Todas las unidades, archivadas incluidas, con las personas activas de cada una.',
    responses: { 200: tree, ...refusals },
  }),
  async (c) => {
    authorize(c.var.viewer, 'organisation.manage');
    return c.json(await answerTree(c.var.deps.db.kysely), 200);
  },
);

unitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Crear una unidad',
    description:
      'Bajo una unidad activa, hasta 5 niveles contando la academia. El código, si se da, es único.',
    request: { body: { content: { 'application/json': { schema: createUnitSchema } }, required: true } },
    responses: {
      201: tree,
      ...refusals,
      409: errorResponse('Código repetido o demasiados niveles'),
      422: errorResponse('Datos no válidos'),
    },
  }),
  async (c) => {
    await createUnit(c.var.deps, c.var.viewer, c.req.valid('json'));
    return c.json(await answerTree(c.var.deps.db.kysely), 201);
  },
);

unitRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Renombrar una unidad',
    description: 'Nombre, código y tipo. La academia conserva su tipo.',
    request: {
      params: unitIdParamsSchema,
      body: { content: { 'application/json': { schema: updateUnitSchema } }, required: true },
    },
    responses: {
      200: tree,
      ...refusals,
      404: errorResponse('La unidad no existe'),
      409: errorResponse('Código repetido, o unidad archivada'),
      422: errorResponse('Datos no válidos'),
    },
  }),
  async (c) => {
    await updateUnit(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await answerTree(c.var.deps.db.kysely), 200);
  },
);

unitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/move',
    tags: TAG,
    security,
    summary: 'Mover una unidad',
    description: 'Con sus subunidades y su gente, bajo otra unidad activa; nunca dentro de sí misma.',
    request: {
      params: unitIdParamsSchema,
      body: { content: { 'application/json': { schema: moveUnitSchema } }, required: true },
    },
    responses: {
      200: tree,
      ...refusals,
      404: errorResponse('La unidad no existe'),
      409: errorResponse('Dentro de sí misma, demasiados niveles, o la raíz'),
      422: errorResponse('La unidad superior no existe'),
    },
  }),
  async (c) => {
    await moveUnit(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json').parentId);
    return c.json(await answerTree(c.var.deps.db.kysely), 200);
  },
);

unitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/archive',
    tags: TAG,
    security,
    summary: 'Archivar una unidad',
    description: 'Con sus subunidades. Se rechaza mientras haya personas activas en ellas.',
    request: { params: unitIdParamsSchema },
    responses: {
      200: tree,
      ...refusals,
      404: errorResponse('La unidad no existe'),
      409: errorResponse('Tiene personas activas, o es la raíz'),
    },
  }),
  async (c) => {
    await archiveUnit(c.var.deps, c.var.viewer, c.req.valid('param').id);
    return c.json(await answerTree(c.var.deps.db.kysely), 200);
  },
);

unitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/restore',
    tags: TAG,
    security,
    summary: 'Restaurar una unidad archivada',
    description: 'Si su unidad superior está activa.',
    request: { params: unitIdParamsSchema },
    responses: {
      200: tree,
      ...refusals,
      404: errorResponse('La unidad no existe'),
      409: errorResponse('La unidad superior está archivada'),
    },
  }),
  async (c) => {
    await restoreUnit(c.var.deps, c.var.viewer, c.req.valid('param').id);
    return c.json(await answerTree(c.var.deps.db.kysely), 200);
  },
);
