import { createRoute } from '@hono/zod-openapi';
import {
  achievementListSchema,
  adminDashboardSchema,
  instructorDashboardSchema,
  studentDashboardSchema,
} from '@aula/shared';
import { presentAchievement } from '../achievements/achievement-presenter';
import { listAchievements } from '../achievements/list-achievements';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import {
  presentAdminDashboard,
  presentInstructorDashboard,
  presentStudentDashboard,
} from './dashboard-presenter';
import { getAdminDashboard } from './get-admin-dashboard';
import { getInstructorDashboard } from './get-instructor-dashboard';
import { getStudentDashboard } from './get-student-dashboard';
import { authorize } from '../auth/permissions';

/** The dashboard homes' live figures (docs/product/people.md#live-figures) and the achievements. */
export const dashboardRoutes = createRouter();
dashboardRoutes.use('*', requireAuth);
// Figures change with every enrollment and completion: never served from a cache.
dashboardRoutes.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

const TAG = ['Panel'];
const security = [{ bearerAuth: [] }];

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/admin',
    tags: TAG,
    security,
    summary: 'Panel de Administración',
    description:
      'Usuarios, cursos publicados, inscripciones e ingresos por moneda (órdenes aprobadas), los usuarios más recientes, los cursos con más inscripciones y las inscripciones de las últimas 12 semanas.',
    responses: {
      200: {
        description: 'Las cifras del panel',
        content: { 'application/json': { schema: adminDashboardSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    authorize(c.var.viewer, 'dashboard.academy');
    const { db, fileLinks } = c.var.deps;
    return c.json(presentAdminDashboard(await getAdminDashboard(db.kysely), fileLinks), 200);
  },
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/instructor',
    tags: TAG,
    security,
    summary: 'Panel del instructor',
    description:
      'Sobre los cursos de quien pregunta: cursos publicados, estudiantes, tasa de finalización, ingresos del mes por moneda, cursos recientes y actividad reciente.',
    responses: {
      200: {
        description: 'Las cifras del panel',
        content: { 'application/json': { schema: instructorDashboardSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no tienen cursos propios'),
    },
  }),
  async (c) => {
    const { viewer, deps } = c.var;
    authorize(viewer, 'dashboard.teaching');
    return c.json(
      presentInstructorDashboard(await getInstructorDashboard(deps.db.kysely, viewer.profileId)),
      200,
    );
  },
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/student',
    tags: TAG,
    security,
    summary: 'Panel del estudiante',
    description:
      'Sobre quien pregunta: el curso para continuar, los logros recientes, cursos recomendados y sus cifras de aprendizaje.',
    responses: {
      200: {
        description: 'Las cifras del panel',
        content: { 'application/json': { schema: studentDashboardSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    const data = await getStudentDashboard(db.kysely, c.var.viewer.profileId);
    return c.json(presentStudentDashboard(data, fileLinks), 200);
  },
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/achievements',
    tags: TAG,
    security,
    summary: 'Mis logros',
    description:
      'El catálogo completo de logros con la fecha en que quien pregunta obtuvo cada uno, o null si aún no lo obtuvo.',
    responses: {
      200: {
        description: 'Los logros',
        content: { 'application/json': { schema: achievementListSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const statuses = await listAchievements(c.var.deps.db.kysely, c.var.viewer.profileId);
    return c.json({ achievements: statuses.map(presentAchievement) }, 200);
  },
);
