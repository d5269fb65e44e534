import { createRoute } from '@hono/zod-openapi';
import { userListQuerySchema, userListSchema } from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../http/app-error';
import { createRouter, errorResponse } from '../http/router';
import { listUsers } from './list-users';
import { presentUserSummary } from './user-presenter';

export const userRoutes = createRouter();
userRoutes.use('*', requireAuth);
// User management is for admins and, read-only, for instructors (their students): never students.
userRoutes.use('*', async (c, next) => {
  if (c.var.auth.role === 'STUDENT') throw AppError.forbidden();
  await next();
});

const TAG = ['Usuarios'];
const security = [{ bearerAuth: [] }];

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Lista de usuarios',
    description:
      'Administradores: todas las cuentas. Instructores: los inscritos en sus cursos. Búsqueda por nombres, filtros de rol y país, orden y páginas en el servidor, con las tarjetas de estadísticas.',
    request: { query: userListQuerySchema },
    responses: {
      200: {
        description: 'Una página de usuarios, el total del filtro y las estadísticas',
        content: { 'application/json': { schema: userListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no gestionan usuarios'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { db, config } = c.var.deps;
    const { rows, total, stats } = await listUsers(db.kysely, c.var.auth, query);
    return c.json(
      {
        items: rows.map((row) => presentUserSummary(row, config)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        stats,
      },
      200,
    );
  },
);
