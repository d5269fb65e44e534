import { createRoute } from '@hono/zod-openapi';
import {
  assignmentIdParamsSchema,
  assignmentSchema,
  exemptionInputSchema,
  myAssignmentsSchema,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { endExemption, exemptAssignment } from './exemptions';
import { myAssignments } from './my-assignments';

/** One person's assignment: exemptions (docs/product/mandatory-training.md#exemptions). */
export const assignmentRoutes = createRouter();
assignmentRoutes.use('*', requireAuth);

const TAG = ['Capacitación obligatoria'];
const security = [{ bearerAuth: [] }];
const params = assignmentIdParamsSchema;
const answer = {
  description: 'La obligación como queda',
  content: { 'application/json': { schema: assignmentSchema } },
};
const refusals = {
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('Ni administrador ni supervisor'),
  404: errorResponse('La obligación no existe, o la persona no es de tu equipo'),
};

assignmentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/mine',
    tags: TAG,
    security,
    summary: 'Mis obligaciones',
    description: 'Las obligaciones vivas de quien consulta, la más urgente primero, y sus ciclos anteriores.',
    responses: {
      200: {
        description: 'Mis obligaciones',
        content: { 'application/json': { schema: myAssignmentsSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => c.json(await myAssignments(c.var.deps.db.kysely, c.var.viewer.profileId), 200),
);

assignmentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/exemption',
    tags: TAG,
    security,
    summary: 'Eximir de una obligación',
    description: 'Exento hasta la fecha indicada, con el motivo; reemplaza una exención vigente.',
    request: {
      params,
      body: { content: { 'application/json': { schema: exemptionInputSchema } }, required: true },
    },
    responses: { 200: answer, ...refusals, 422: errorResponse('Motivo o fecha no válidos') },
  }),
  async (c) =>
    c.json(
      await exemptAssignment(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

assignmentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/exemption/end',
    tags: TAG,
    security,
    summary: 'Terminar una exención',
    description: 'La obligación vuelve al estado que le corresponde.',
    request: { params },
    responses: { 200: answer, ...refusals, 409: errorResponse('Sin exención vigente') },
  }),
  async (c) => c.json(await endExemption(c.var.deps, c.var.viewer, c.req.valid('param').id), 200),
);
