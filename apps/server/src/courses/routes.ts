import { createRoute } from '@hono/zod-openapi';
import {
  courseDetailSchema,
  courseEditSchema,
  courseFacetsQuerySchema,
  courseFacetsSchema,
  courseListQuerySchema,
  courseListSchema,
  createCourseSchema,
  messages,
  savedCourseSchema,
  updateCourseSchema,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { changePublication, deleteCourse } from './change-publication';
import { findVisibleCourse } from './course-access';
import { presentCourseEdit } from './course-edit-presenter';
import { presentCourseDetail, presentCourseSummary } from './course-presenter';
import { courseFacets } from './course-facets';
import { findCourseRow, listCourses } from './course-queries';
import { findCourseContent } from './find-course-content';
import { createCourse } from './create-course';
import { getCourseForEdit } from './get-course-for-edit';
import { updateCourse } from './update-course';
import { findViewerEnrollment } from '../learning/viewer-enrollment';
import { findViewerPurchase } from '../cart/viewer-purchase';

export const courseRoutes = createRouter();
courseRoutes.use('*', requireAuth);

const TAG = ['Cursos'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: messages.courses.notFound }) });
export const messageSchema = z.object({ message: z.string() });

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
    const { db, fileLinks } = c.var.deps;
    const { rows, total, totals } = await listCourses(db.kysely, c.var.viewer, query);
    return c.json(
      {
        items: rows.map((row) => presentCourseSummary(row, fileLinks)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totals,
      },
      200,
    );
  },
);

// Before '/{id}', which would take 'facets' for a course id.
courseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/facets',
    tags: TAG,
    security,
    summary: 'Cuántos cursos lista cada valor de los filtros',
    description:
      'Con la búsqueda, el estado y los demás filtros aplicados; el filtro contado se deja fuera. Sobre los cursos que quien pregunta puede listar.',
    request: { query: courseFacetsQuerySchema },
    responses: {
      200: {
        description: 'Los valores de cada filtro con su número de cursos',
        content: { 'application/json': { schema: courseFacetsSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => c.json(await courseFacets(c.var.deps.db.kysely, c.var.viewer, c.req.valid('query')), 200),
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
    const { db, fileLinks } = c.var.deps;
    await findVisibleCourse(db.kysely, c.var.viewer, id);
    const row = await findCourseRow(db.kysely, id);
    if (!row) throw AppError.notFound(messages.courses.notFound);
    const [outline, enrollment, purchase] = await Promise.all([
      findCourseContent(db.kysely, id),
      findViewerEnrollment(db.kysely, c.var.viewer.profileId, id),
      findViewerPurchase(db.kysely, c.var.viewer.profileId, id),
    ]);
    return c.json(
      presentCourseDetail(
        row,
        outline,
        { profileId: c.var.viewer.profileId, enrollment, purchase },
        fileLinks,
      ),
      200,
    );
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
      await changePublication(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id, publish);
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
    await deleteCourse(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id);
    return c.json({ message: messages.courses.deleted }, 200);
  },
);

courseRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Crear un curso con sus módulos, lecciones y archivos',
    description:
      'Instructores y administradores. Los archivos se suben antes por /api/uploads (tus) y se nombran por su id. Todo se guarda en una transacción.',
    request: { body: { required: true, content: { 'application/json': { schema: createCourseSchema } } } },
    responses: {
      201: { description: 'Creado', content: { 'application/json': { schema: savedCourseSchema } } },
      400: errorResponse('Datos no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo instructores y administradores'),
      413: errorResponse('Un archivo supera su tamaño máximo'),
      415: errorResponse('Un archivo no es del tipo permitido'),
      422: errorResponse('Reglas del formulario de curso'),
    },
  }),
  async (c) => {
    const id = await createCourse(c.var.deps, c.var.viewer, c.req.valid('json'));
    return c.json({ id, message: messages.courses.saved }, 201);
  },
);

courseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/edit',
    tags: TAG,
    security,
    summary: 'Todo lo que el formulario necesita para editar un curso',
    request: { params: idParams },
    responses: {
      200: {
        description: 'El curso editable',
        content: { 'application/json': { schema: courseEditSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo su instructor o un administrador'),
      404: errorResponse('No existe o no es visible'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    const { viewer } = c.var;
    const { course, content } = await getCourseForEdit(db.kysely, viewer, c.req.valid('param').id);
    return c.json(presentCourseEdit(course, content, fileLinks, viewer.profileId), 200);
  },
);

courseRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Actualizar un curso con sus módulos, lecciones y archivos',
    description:
      'Módulos y lecciones ausentes se eliminan (borrado lógico), los nuevos se insertan y el orden queda denso. Todo en una transacción.',
    request: {
      params: idParams,
      body: { required: true, content: { 'application/json': { schema: updateCourseSchema } } },
    },
    responses: {
      200: { description: 'Actualizado', content: { 'application/json': { schema: savedCourseSchema } } },
      400: errorResponse('Datos no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo su instructor o un administrador'),
      404: errorResponse('No existe o no es visible'),
      413: errorResponse('Un archivo supera su tamaño máximo'),
      415: errorResponse('Un archivo no es del tipo permitido'),
      422: errorResponse('Reglas del formulario de curso'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await updateCourse(c.var.deps, c.var.viewer, id, c.req.valid('json'));
    return c.json({ id, message: messages.courses.updated }, 200);
  },
);
