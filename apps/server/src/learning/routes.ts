import { createRoute } from '@hono/zod-openapi';
import {
  coursePlayerSchema,
  enrollmentCreatedSchema,
  lessonCompletionSchema,
  messages,
  myCoursesQuerySchema,
  myCoursesSchema,
  myProgressSchema,
  resumePointSchema,
  resumeSavedSchema,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { createRouter, errorResponse } from '../http/router';
import { completeLesson } from './complete-lesson';
import { enrollInCourse } from './enroll-in-course';
import { getCoursePlayer } from './get-course-player';
import { listMyCourses } from './list-my-courses';
import { listMyProgress } from './list-my-progress';
import { presentMyCourse } from './my-course-presenter';
import { presentMyProgress } from './my-progress-presenter';
import { presentCoursePlayer } from './player-presenter';
import { saveResumePoint } from './save-resume-point';

/**
 * Learning (issue 5): enrollment, the course player, progress and 'Mis Cursos'. Mounted at
 * /api with full paths; each route authenticates itself, so that this router adds no
 * middleware to the other routers' paths.
 */
export const learningRoutes = createRouter();

const TAG = ['Aprendizaje'];
const security = [{ bearerAuth: [] }];
const courseParams = z.object({ id: z.uuid({ error: messages.courses.notFound }) });
const lessonParams = courseParams.extend({ lessonId: z.uuid({ error: messages.learning.lessonNotFound }) });

learningRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/courses/{id}/enrollment',
    middleware: [requireAuth],
    tags: TAG,
    security,
    summary: 'Inscribirse en un curso gratuito',
    description:
      'Cursos publicados con precio 0. Una sola inscripción viva por estudiante y curso, aunque lleguen muchas peticiones a la vez. El instructor recibe una notificación.',
    request: { params: courseParams },
    responses: {
      201: { description: 'Inscrito', content: { 'application/json': { schema: enrollmentCreatedSchema } } },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('El instructor del curso no se inscribe en él'),
      404: errorResponse('No existe o no está publicado'),
      409: errorResponse('Ya está inscrito'),
      422: errorResponse('Curso de pago'),
    },
  }),
  async (c) => {
    await enrollInCourse(c.var.deps, c.var.viewer, c.req.valid('param').id);
    return c.json({ message: messages.learning.enrolled }, 201);
  },
);

learningRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/courses/{id}/player',
    middleware: [requireAuth],
    tags: TAG,
    security,
    summary: 'Lo que el reproductor del curso necesita',
    description:
      'Estudiantes inscritos: lecciones con su contenido, enlaces firmados y su avance. Instructor del curso y administradores: modo revisión, sin avance.',
    request: { params: courseParams },
    responses: {
      200: {
        description: 'El curso para el reproductor',
        content: { 'application/json': { schema: coursePlayerSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('No inscrito en este curso'),
      404: errorResponse('No existe o no es visible'),
    },
  }),
  async (c) => {
    const player = await getCoursePlayer(c.var.deps, c.var.viewer, c.req.valid('param').id);
    return c.json(presentCoursePlayer(player, c.var.deps.fileLinks, c.var.viewer.profileId), 200);
  },
);

learningRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/courses/{id}/lessons/{lessonId}/completion',
    middleware: [requireAuth],
    tags: TAG,
    security,
    summary: 'Marcar una lección como completada',
    description:
      'Solo estudiantes inscritos, y solo con la evidencia de que la lección se vio: el 90 % de un video, un PDF abierto hasta su última página, un texto leído hasta el final durante su tiempo de lectura, un enlace abierto (lo registra el reproductor al guardar dónde va el estudiante). Completar de nuevo no cambia nada. Recalcula el avance del curso en la misma transacción y, al llegar al 100 %, emite el certificado.',
    request: { params: lessonParams },
    responses: {
      200: {
        description: 'Avance del curso',
        content: { 'application/json': { schema: lessonCompletionSchema } },
      },
      400: errorResponse('Identificadores no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('No inscrito, o en modo revisión'),
      404: errorResponse('El curso o la lección no existen en este curso'),
      409: errorResponse('Aún falta la evidencia de que la lección se vio: el mensaje dice qué falta'),
    },
  }),
  async (c) => {
    const { id, lessonId } = c.req.valid('param');
    return c.json(await completeLesson(c.var.deps, c.var.viewer, id, lessonId), 200);
  },
);

learningRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/courses/{id}/resume',
    middleware: [requireAuth],
    tags: TAG,
    security,
    summary: 'Guardar dónde va el estudiante',
    description:
      'La última lección abierta y, en videos, la posición alcanzada; también lo que el reproductor vio de la lección: el tramo de video reproducido sin saltos, la lección abierta (texto mostrado, PDF cargado, enlace pulsado), el final del texto, la página del PDF. Un tramo cuenta solo hasta lo que permite el tiempo real desde el reporte anterior a velocidad 2x. Responde si la lección ya puede completarse y, si no, qué falta. En modo revisión no se guarda nada.',
    request: {
      params: courseParams,
      body: { required: true, content: { 'application/json': { schema: resumePointSchema } } },
    },
    responses: {
      200: {
        description: 'Guardado; si la lección ya puede completarse',
        content: { 'application/json': { schema: resumeSavedSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('No inscrito en este curso'),
      404: errorResponse('El curso o la lección no existen en este curso'),
      422: errorResponse('Datos no válidos'),
    },
  }),
  async (c) => {
    const completion = await saveResumePoint(
      c.var.deps,
      c.var.viewer,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json({ completion }, 200);
  },
);

learningRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/enrollments',
    middleware: [requireAuth],
    tags: TAG,
    security,
    summary: 'Mis Cursos',
    description:
      'Las inscripciones vivas de quien pregunta, con su curso y su avance. Búsqueda por título e instructor, orden y páginas en el servidor.',
    request: { query: myCoursesQuerySchema },
    responses: {
      200: {
        description: 'Una página de mis cursos',
        content: { 'application/json': { schema: myCoursesSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { db, fileLinks } = c.var.deps;
    const { rows, total } = await listMyCourses(db.kysely, c.var.viewer.profileId, query);
    return c.json(
      {
        items: rows.map((row) => presentMyCourse(row, fileLinks)),
        page: query.page,
        pageSize: query.pageSize,
        total,
      },
      200,
    );
  },
);

learningRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/learning/progress',
    middleware: [requireAuth],
    tags: TAG,
    security,
    summary: 'Mi progreso',
    description:
      'Las inscripciones vivas de quien pregunta, con la actividad más reciente primero: avance, fechas y, por módulo, cuántas de sus lecciones completó. Con el resumen: cursos, completados y avance medio.',
    responses: {
      200: {
        description: 'Mi progreso en todos mis cursos',
        content: { 'application/json': { schema: myProgressSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    return c.json(presentMyProgress(await listMyProgress(db.kysely, c.var.viewer.profileId), fileLinks), 200);
  },
);
