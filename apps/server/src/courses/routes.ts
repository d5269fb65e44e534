import { createRoute } from '@hono/zod-openapi';
import { courseDetailSchema, courseListQuerySchema, courseListSchema, messages } from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../http/app-error';
import { createRouter, errorResponse } from '../http/router';
import { changePublication, deleteCourse } from './change-publication';
import { findVisibleCourse } from './course-access';
import { presentCourseDetail, presentCourseSummary } from './course-presenter';
import { findCourseOutline, findCourseRow, listCourses } from './course-queries';

export const courseRoutes = createRouter();
courseRoutes.use('*', requireAuth);

const TAG = ['Cursos'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: messages.courses.notFound }) });
const messageSchema = z.object({ message: z.string() });

courseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Catálogo o gestión de cursos',
    description:
      'Estudiantes: cursos publicados. Instructores: sus cursos. Administradores: todos. Búsqueda, estado, orden y páginas en el servidor.',
    request: { query: courseListQuerySchema },
    responses: {
      200: {
        description: 'Una página de cursos y los totales del filtro',
        content: { 'application/json': { schema: courseListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { db, config } = c.var.deps;
    const { rows, total, totals } = await listCourses(db.kysely, c.var.auth, query);
    return c.json(
      {
        items: rows.map((row) => presentCourseSummary(row, config)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totals,
      },
      200,
    );
  },
);

courseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Detalle de un curso con su temario',
    request: { params: idParams },
    responses: {
      200: { description: 'El curso', content: { 'application/json': { schema: courseDetailSchema } } },
      401: errorResponse('Sin sesión válida'),
      404: errorResponse('No existe o no es visible para quien pregunta'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const { db, config } = c.var.deps;
    await findVisibleCourse(db.kysely, c.var.auth, id);
    const row = await findCourseRow(db.kysely, id);
    if (!row) throw AppError.notFound(messages.courses.notFound);
    return c.json(presentCourseDetail(row, await findCourseOutline(db.kysely, id), config), 200);
  },
);

for (const [action, publish] of [
  ['publish', true],
  ['unpublish', false],
] as const) {
  courseRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/{id}/${action}`,
      tags: TAG,
      security,
      summary: publish ? 'Publicar un curso' : 'Despublicar un curso',
      request: { params: idParams },
      responses: {
        200: { description: 'Hecho', content: { 'application/json': { schema: messageSchema } } },
        401: errorResponse('Sin sesión válida'),
        403: errorResponse('Solo su instructor o un administrador'),
        404: errorResponse('No existe o no es visible'),
        422: errorResponse('Un curso sin lecciones no se publica'),
      },
    }),
    async (c) => {
      await changePublication(c.var.deps.db.kysely, c.var.auth, c.req.valid('param').id, publish);
      return c.json({ message: publish ? messages.courses.published : messages.courses.unpublished }, 200);
    },
  );
}

courseRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Eliminar un curso (borrado lógico)',
    request: { params: idParams },
    responses: {
      200: { description: 'Eliminado', content: { 'application/json': { schema: messageSchema } } },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo su instructor o un administrador'),
      404: errorResponse('No existe o no es visible'),
    },
  }),
  async (c) => {
    await deleteCourse(c.var.deps.db.kysely, c.var.auth, c.req.valid('param').id);
    return c.json({ message: messages.courses.deleted }, 200);
  },
);
