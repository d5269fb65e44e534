import { createRoute } from '@hono/zod-openapi';
import {
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListSchema,
  studentMessages,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { csvHeaders, csvStream, exportDay } from '../http/csv';
import { createRouter, errorResponse } from '../http/router';
import { recordDataExport } from '../security-log/record-data-export';
import { exportStudents } from './export-students';
import { listStudents } from './list-students';
import { presentCourseChoice, presentStudentEnrollment } from './student-presenter';
import { authorize } from '../auth/permissions';

export const studentRoutes = createRouter();
studentRoutes.use('*', requireAuth);
// Enrollments and progress of a course's students are for its instructor and admins
// (docs/product/people.md#who-sees-whom).
studentRoutes.use('*', async (c, next) => {
  authorize(c.var.viewer, 'students.view');
  await next();
});

const TAG = ['Estudiantes'];
const security = [{ bearerAuth: [] }];

studentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Los estudiantes de mis cursos',
    description:
      'Instructores: las inscripciones en sus cursos. Administradores: las de todos los cursos. Filtro por curso, búsqueda por nombres y estado; la actividad más reciente primero, por páginas. Incluye los cursos de quien pregunta para el filtro.',
    request: { query: studentListQuerySchema },
    responses: {
      200: {
        description: 'Una página de inscripciones, el total del filtro y los cursos',
        content: { 'application/json': { schema: studentListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no ven a otros estudiantes'),
      404: errorResponse('El curso del filtro no existe o no es del instructor'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { db, fileLinks } = c.var.deps;
    const { rows, total, courses } = await listStudents(db.kysely, c.var.viewer, query);
    return c.json(
      {
        items: rows.map((row) => presentStudentEnrollment(row, fileLinks)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        courses: courses.map(presentCourseChoice),
      },
      200,
    );
  },
);

studentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export.csv',
    tags: TAG,
    security,
    summary: 'Exportar los estudiantes (CSV)',
    description:
      'Las inscripciones que muestra la lista con el mismo curso, búsqueda y estado, todas las páginas: CSV en UTF-8 con BOM.',
    request: { query: studentExportQuerySchema },
    responses: {
      200: {
        description: 'El archivo CSV',
        content: { 'text/csv': { schema: z.string() } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no ven a otros estudiantes'),
      404: errorResponse('El curso del filtro no existe o no es del instructor'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const chunks = await exportStudents(c.var.deps.db.kysely, c.var.viewer, query);
    await recordDataExport(c, 'students', query);
    return c.body(csvStream(chunks), 200, csvHeaders(studentMessages.exportFileName(exportDay())));
  },
);
