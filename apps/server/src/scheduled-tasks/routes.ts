import { createRoute } from '@hono/zod-openapi';
import {
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  jobSummarySchema,
  JOB_COUNT_LIMIT,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { presentJob } from './job-presenter';
import { listJobs } from './list-jobs';
import { retryJob } from './retry-job';
import { summarizeJobs } from './summarize-jobs';

/** 'Tareas programadas': the queue's jobs, for admins (docs/product/background-work.md). */
export const scheduledTaskRoutes = createRouter();
scheduledTaskRoutes.use('*', requireAuth);

const TAG = ['Tareas programadas'];
const security = [{ bearerAuth: [] }];

scheduledTaskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Tareas en segundo plano (administradores)',
    description: `Las tareas de la cola, de la más reciente a la más antigua, filtradas por estado y tipo: intentos, cuándo se ejecutan o terminaron y el último error. El total se cuenta hasta ${JOB_COUNT_LIMIT.toLocaleString('es')}.`,
    request: { query: jobListQuerySchema },
    responses: {
      200: {
        description: 'Una página de tareas',
        content: { 'application/json': { schema: jobListSchema } },
      },
      400: errorResponse('Filtros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { rows, total, totalIsLowerBound } = await listJobs(c.var.deps.db.kysely, c.var.viewer, query);
    return c.json(
      { items: rows.map(presentJob), page: query.page, pageSize: query.pageSize, total, totalIsLowerBound },
      200,
    );
  },
);

scheduledTaskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/summary',
    tags: TAG,
    security,
    summary: 'Resumen de las últimas 24 horas (administradores)',
    description:
      'Por tipo de tarea: cuántas de las encoladas en las últimas 24 horas esperan, están en curso, terminaron, fallaron o necesitaron más de un intento; y si alguna tarea vencida espera más de lo previsto.',
    responses: {
      200: { description: 'El resumen', content: { 'application/json': { schema: jobSummarySchema } } },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    const { db, clock, config } = c.var.deps;
    const summary = await summarizeJobs(
      db.kysely,
      c.var.viewer,
      clock.now(),
      config.env.JOBS_LAG_ALERT_SECONDS * 1000,
    );
    return c.json({ ...summary, since: summary.since.toISOString() }, 200);
  },
);

scheduledTaskRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/retry',
    tags: TAG,
    security,
    summary: 'Reintentar una tarea fallida (administradores)',
    description: 'La tarea vuelve a la cola con todos sus intentos, para ejecutarse ya.',
    request: { params: jobIdParamsSchema },
    responses: {
      200: {
        description: 'La tarea, de nuevo en cola',
        content: { 'application/json': { schema: jobSchema } },
      },
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
      404: errorResponse('La tarea no existe'),
      409: errorResponse('La tarea no está fallida'),
    },
  }),
  async (c) => {
    const { db, clock, jobs } = c.var.deps;
    const job = await retryJob(db.kysely, c.var.viewer, c.req.valid('param').id, clock.now());
    jobs.nudge();
    return c.json(presentJob(job), 200);
  },
);
