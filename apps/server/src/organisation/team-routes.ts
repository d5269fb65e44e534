import { createRoute } from '@hono/zod-openapi';
import {
  teamListFilterSchema,
  teamListQuerySchema,
  teamListSchema,
  teamMemberDetailSchema,
  teamMessages,
  teamTotalsSchema,
  teamUnitsSchema,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { presentTeamMember, presentTeamMemberDetail } from './team-presenter';
import { listTeam, teamMember, teamTotal, teamUnits } from './team-queries';

/** 'Mi equipo' (docs/product/organisation.md#supervisors): supervisors, for their units; admins, for everyone. */
export const teamRoutes = createRouter();
teamRoutes.use('*', requireAuth);

const TAG = ['Organización'];
const security = [{ bearerAuth: [] }];
const refusals = {
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('Solo quienes supervisan una unidad, y los administradores'),
};

teamRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Mi equipo',
    description:
      'Las personas de las unidades que supervisa quien consulta y de sus subunidades, por nombre, con su unidad, puesto y cursos. Sin conteo: el total está en /api/team/totals. `after` (el último de la página anterior, `next` de su respuesta) lee la página siguiente por su índice.',
    request: { query: teamListQuerySchema },
    responses: {
      200: {
        description: 'Una página del equipo',
        content: { 'application/json': { schema: teamListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      ...refusals,
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { db, fileLinks } = c.var.deps;
    const { rows, next } = await listTeam(db.kysely, c.var.viewer, query);
    return c.json(
      {
        items: rows.map((row) => presentTeamMember(row, fileLinks)),
        page: query.page,
        pageSize: query.pageSize,
        next,
      },
      200,
    );
  },
);

teamRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/totals',
    tags: TAG,
    security,
    summary: 'Total de mi equipo',
    description:
      'Cuántas personas encuentran la búsqueda y la unidad: se lee una vez por visita, no en cada página.',
    request: { query: teamListFilterSchema },
    responses: {
      200: { description: 'El total', content: { 'application/json': { schema: teamTotalsSchema } } },
      400: errorResponse('Parámetros no válidos'),
      ...refusals,
    },
  }),
  async (c) =>
    c.json({ total: await teamTotal(c.var.deps.db.kysely, c.var.viewer, c.req.valid('query')) }, 200),
);

teamRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/units',
    tags: TAG,
    security,
    summary: 'Las unidades de mi equipo',
    description: 'Las que supervisa quien consulta y las activas bajo ellas, en el orden del árbol.',
    responses: {
      200: { description: 'Las unidades', content: { 'application/json': { schema: teamUnitsSchema } } },
      ...refusals,
    },
  }),
  async (c) => c.json({ items: await teamUnits(c.var.deps.db.kysely, c.var.viewer) }, 200),
);

teamRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Una persona de mi equipo',
    description:
      'Su lugar en la organización y cada curso en que está inscrita, con su avance, fecha de término y certificado. Quien no está en el equipo responde 404.',
    request: { params: z.object({ id: z.uuid({ error: teamMessages.member.notFound }) }) },
    responses: {
      200: {
        description: 'La persona',
        content: { 'application/json': { schema: teamMemberDetailSchema } },
      },
      ...refusals,
      404: errorResponse('No está en el equipo de quien consulta'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    const member = await teamMember(db.kysely, c.var.viewer, c.req.valid('param').id);
    return c.json(presentTeamMemberDetail(member, fileLinks), 200);
  },
);
