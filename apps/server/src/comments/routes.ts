import { createRoute } from '@hono/zod-openapi';
import {
  COMMENT_BODY_MAX_LENGTH,
  commentListQuerySchema,
  lessonCommentListSchema,
  lessonCommentParamsSchema,
  lessonCommentSchema,
  lessonCommentsParamsSchema,
  messages,
  postCommentSchema,
} from '@aula/shared';
import { createMiddleware } from 'hono/factory';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { createRouter, errorResponse } from '../http/router';
import { presentLessonComment } from './comment-presenter';
import { deleteLessonComment } from './delete-lesson-comment';
import { listLessonComments } from './list-lesson-comments';
import { postLessonComment } from './post-lesson-comment';

/** A person may post this many comments per window: plenty for a conversation, little for a flood. */
const POST_LIMIT = { max: 10, windowSeconds: 60 } as const;

/**
 * The comments under each lesson (issue 5; docs/product/learning.md#lesson-comments), mounted on /api/courses
 * next to the course routes so that a lesson is always reached through its course.
 */
export const commentRoutes = createRouter();

// The course router, on the same base path, may already have authenticated the request.
const authenticated = createMiddleware<AppEnv>((c, next) => (c.var.viewer ? next() : requireAuth(c, next)));
commentRoutes.use('/:id/lessons/:lessonId/comments', authenticated);
commentRoutes.use('/:id/lessons/:lessonId/comments/*', authenticated);

const tags = ['Comentarios'];
const security = [{ bearerAuth: [] }];
const path = '/{id}/lessons/{lessonId}/comments';
const refused = {
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('No participa en el curso publicado'),
  404: errorResponse('El curso no es visible o la lección no es una lección vigente de ese curso'),
} as const;

commentRoutes.openapi(
  createRoute({
    method: 'get',
    path,
    tags,
    security,
    summary: 'Comentarios de una lección',
    description:
      'Los más recientes primero, por páginas: `nextCursor` pide la siguiente. Para estudiantes ' +
      'inscritos, el instructor del curso y administradores.',
    request: { params: lessonCommentsParamsSchema, query: commentListQuerySchema },
    responses: {
      200: {
        description: 'Una página de comentarios',
        content: { 'application/json': { schema: lessonCommentListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      ...refused,
    },
  }),
  async (c) => {
    const { id, lessonId } = c.req.valid('param');
    const { cursor, limit } = c.req.valid('query');
    const { db, fileLinks } = c.var.deps;
    const { viewer } = c.var;
    const page = await listLessonComments(db.kysely, viewer, { courseId: id, lessonId, cursor, limit });
    c.header('Cache-Control', 'no-store');
    const items = page.rows.map((row) =>
      presentLessonComment(row, { auth: viewer, manages: page.manages }, fileLinks),
    );
    return c.json({ items, nextCursor: page.nextCursor }, 200);
  },
);

commentRoutes.openapi(
  createRoute({
    method: 'post',
    path,
    tags,
    security,
    summary: 'Publicar un comentario en una lección',
    description:
      `Texto plano de hasta ${COMMENT_BODY_MAX_LENGTH} caracteres, sin espacios alrededor ni caracteres de control ` +
      '(salvo saltos de línea). Se guarda y se devuelve tal cual: quien lo muestre lo trata como texto.',
    request: {
      params: lessonCommentsParamsSchema,
      body: { required: true, content: { 'application/json': { schema: postCommentSchema } } },
    },
    responses: {
      201: {
        description: 'El comentario publicado',
        content: { 'application/json': { schema: lessonCommentSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      ...refused,
      422: errorResponse('Comentario vacío o demasiado largo'),
      429: errorResponse('Demasiados comentarios seguidos'),
    },
  }),
  async (c) => {
    const { id, lessonId } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const { deps, viewer } = c.var;
    const { rateLimiter } = deps;
    if (!(await rateLimiter.hit(`comment:${viewer.profileId}`, POST_LIMIT.max, POST_LIMIT.windowSeconds))) {
      throw new AppError('rate_limited', messages.comments.tooManyPosts);
    }
    const { row, manages } = await postLessonComment(deps, viewer, { courseId: id, lessonId, body });
    return c.json(presentLessonComment(row, { auth: viewer, manages }, deps.fileLinks), 201);
  },
);

commentRoutes.openapi(
  createRoute({
    method: 'delete',
    path: `${path}/{commentId}`,
    tags,
    security,
    summary: 'Eliminar un comentario (borrado lógico)',
    description: 'Su autor, el instructor del curso o un administrador.',
    request: { params: lessonCommentParamsSchema },
    responses: {
      204: { description: 'Eliminado' },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Ni su autor, ni el instructor del curso, ni un administrador'),
      404: errorResponse('El comentario no existe en esa lección de ese curso'),
    },
  }),
  async (c) => {
    const { id, lessonId, commentId } = c.req.valid('param');
    await deleteLessonComment(c.var.deps.db.kysely, c.var.viewer, { courseId: id, lessonId, commentId });
    return c.body(null, 204);
  },
);
