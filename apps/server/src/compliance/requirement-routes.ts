import { createRoute } from '@hono/zod-openapi';
import {
  requirementIdParamsSchema,
  requirementInputSchema,
  requirementListSchema,
  requirementPreviewSchema,
  requirementSchema,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import {
  createRequirement,
  getRequirement,
  listRequirements,
  previewRequirement,
  setRequirementActive,
  updateRequirement,
} from './requirement-store';

/** 'Capacitación obligatoria' (docs/product/mandatory-training.md#requirements), for admins. */
export const requirementRoutes = createRouter();
requirementRoutes.use('*', requireAuth);

const TAG = ['Capacitación obligatoria'];
const security = [{ bearerAuth: [] }];
const one = { description: 'El requisito', content: { 'application/json': { schema: requirementSchema } } };
const refusals = {
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('Solo los administradores'),
};
const notFound = { 404: errorResponse('El requisito no existe') };
const body = { content: { 'application/json': { schema: requirementInputSchema } }, required: true };
const params = requirementIdParamsSchema;

requirementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Los requisitos',
    description:
      'Borradores primero, luego activos e inactivos, con cuántas obligaciones vivas hay en cada estado.',
    responses: {
      200: {
        description: 'Los requisitos',
        content: { 'application/json': { schema: requirementListSchema } },
      },
      ...refusals,
    },
  }),
  async (c) => c.json({ items: await listRequirements(c.var.deps.db.kysely, c.var.viewer) }, 200),
);

requirementRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Crear un requisito',
    description: 'Queda como borrador hasta que se active.',
    request: { body },
    responses: { 201: one, ...refusals, 422: errorResponse('Datos no válidos') },
  }),
  async (c) => c.json(await createRequirement(c.var.deps, c.var.viewer, c.req.valid('json')), 201),
);

requirementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Un requisito',
    request: { params },
    responses: { 200: one, ...refusals, ...notFound },
  }),
  async (c) => c.json(await getRequirement(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id), 200),
);

requirementRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Guardar un requisito',
    description:
      'Activo, conserva sus cursos y plazos; sus reglas pueden cambiar y las obligaciones las siguen en segundo plano.',
    request: { params, body },
    responses: {
      200: one,
      ...refusals,
      ...notFound,
      409: errorResponse('Cursos o plazos de un requisito activo'),
      422: errorResponse('Datos no válidos'),
    },
  }),
  async (c) =>
    c.json(
      await updateRequirement(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

requirementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/preview',
    tags: TAG,
    security,
    summary: 'A quiénes afectaría',
    description: 'Cuántas personas coinciden hoy con sus reglas y cuántas ya cumplen.',
    request: { params },
    responses: {
      200: {
        description: 'La vista previa',
        content: { 'application/json': { schema: requirementPreviewSchema } },
      },
      ...refusals,
      ...notFound,
    },
  }),
  async (c) => c.json(await previewRequirement(c.var.deps, c.var.viewer, c.req.valid('param').id), 200),
);

for (const [action, active] of [
  ['activate', true],
  ['deactivate', false],
] as const) {
  requirementRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/{id}/${action}`,
      tags: TAG,
      security,
      summary: active ? 'Activar un requisito' : 'Desactivar un requisito',
      description: active
        ? 'Asigna a quienes coinciden con sus reglas, en segundo plano.'
        : 'Retira las obligaciones no cumplidas; el historial se conserva.',
      request: { params },
      responses: { 200: one, ...refusals, ...notFound, 409: errorResponse('Ya estaba en ese estado') },
    }),
    async (c) =>
      c.json(await setRequirementActive(c.var.deps, c.var.viewer, c.req.valid('param').id, active), 200),
  );
}
