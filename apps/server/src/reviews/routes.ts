import { createRoute } from '@hono/zod-openapi';
import {
  courseReviewsQuerySchema,
  courseReviewsSchema,
  managedReviewListSchema,
  managedReviewsQuerySchema,
  myRatingSchema,
  ratingCourseParamsSchema,
  ratingSavedSchema,
  REVIEW_TEXT_MAX_LENGTH,
  reviewMessages,
  saveRatingSchema,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { getMyRating } from './get-my-rating';
import { listCourseReviews } from './list-course-reviews';
import { listManagedReviews } from './list-managed-reviews';
import {
  presentCourseReviews,
  presentManagedReviews,
  presentMyRating,
  presentRatingSaved,
} from './review-presenter';
import { saveRating } from './save-rating';

/** A person may save their rating this many times per window: plenty to fix a typo, little for a flood. */
const SAVE_LIMIT = { max: 10, windowSeconds: 60 } as const;

/**
 * Course ratings and reviews (issue 18, item 8; docs/product/ratings.md). Mounted at /api with full
 * paths, before the course router; each route authenticates itself, as the learning routes do.
 */
export const reviewRoutes = createRouter();

const tags = ['Calificaciones'];
const security = [{ bearerAuth: [] }];

reviewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/courses/{id}/reviews',
    middleware: [requireAuth],
    tags,
    security,
    summary: 'Calificaciones de un curso',
    description:
      'El promedio, el número de calificaciones y las reseñas más recientes, por páginas (`nextCursor` pide la ' +
      'siguiente). Para quien puede ver el curso. De cada autor, solo su nombre y la inicial de su apellido.',
    request: { params: ratingCourseParamsSchema, query: courseReviewsQuerySchema },
    responses: {
      200: {
        description: 'El resumen y una página de reseñas',
        content: { 'application/json': { schema: courseReviewsSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      404: errorResponse('No existe o no es visible para quien pregunta'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const { viewer } = c.var;
    const page = await listCourseReviews(c.var.deps.db.kysely, viewer, id, c.req.valid('query'));
    return c.json(presentCourseReviews(page, viewer.profileId), 200);
  },
);

reviewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/courses/{id}/my-rating',
    middleware: [requireAuth],
    tags,
    security,
    summary: 'Si puedo calificar el curso, y mi calificación',
    description:
      'Puede calificar quien está inscrito y completó al menos la mitad de las lecciones vigentes del curso; ' +
      'su instructor y los administradores no califican. Dice por qué no, y cuántas lecciones lleva.',
    request: { params: ratingCourseParamsSchema },
    responses: {
      200: {
        description: 'Lo que el formulario de calificación necesita',
        content: { 'application/json': { schema: myRatingSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      404: errorResponse('No existe o no es visible para quien pregunta'),
    },
  }),
  async (c) => {
    const facts = await getMyRating(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id);
    return c.json(presentMyRating(facts), 200);
  },
);

reviewRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/courses/{id}/my-rating',
    middleware: [requireAuth],
    tags,
    security,
    summary: 'Calificar un curso, o cambiar mi calificación',
    description:
      `De 1 a 5 estrellas y, si se quiere, una reseña de texto plano de hasta ${REVIEW_TEXT_MAX_LENGTH} caracteres ` +
      '(sin espacios alrededor ni caracteres de control, salvo saltos de línea), que se guarda y se devuelve tal cual: ' +
      'quien la muestre la trata como texto. Una calificación por estudiante y curso; volver a enviarla la cambia.',
    request: {
      params: ratingCourseParamsSchema,
      body: { required: true, content: { 'application/json': { schema: saveRatingSchema } } },
    },
    responses: {
      200: {
        description: 'La calificación guardada y el nuevo resumen del curso',
        content: { 'application/json': { schema: ratingSavedSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('No está inscrito, o es instructor del curso o administrador'),
      404: errorResponse('No existe o no es visible para quien pregunta'),
      409: errorResponse('Aún no completó la mitad de las lecciones'),
      422: errorResponse('Estrellas fuera de 1 a 5 o reseña demasiado larga'),
      429: errorResponse('Demasiados cambios seguidos'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const { deps, viewer } = c.var;
    if (
      !(await deps.rateLimiter.hit(`rating:${viewer.profileId}`, SAVE_LIMIT.max, SAVE_LIMIT.windowSeconds))
    ) {
      throw new AppError('rate_limited', reviewMessages.tooManySaves);
    }
    const saved = await saveRating(deps, viewer, id, c.req.valid('json'));
    return c.json(presentRatingSaved(saved), 200);
  },
);

reviewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/reviews',
    middleware: [requireAuth],
    tags,
    security,
    summary: 'Reseñas de los cursos que gestiono',
    description:
      'Instructores: las de sus cursos. Administradores: las de todos. Con `course`, las de ese curso, que debe ' +
      'ser uno que gestiona. Las más recientes primero, por páginas.',
    request: { query: managedReviewsQuerySchema },
    responses: {
      200: {
        description: 'Una página de reseñas con su curso',
        content: { 'application/json': { schema: managedReviewListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo instructores (de sus cursos) y administradores'),
      404: errorResponse('El curso no existe o no es visible'),
    },
  }),
  async (c) => {
    const { viewer } = c.var;
    const page = await listManagedReviews(c.var.deps.db.kysely, viewer, c.req.valid('query'));
    return c.json(presentManagedReviews(page, viewer.profileId), 200);
  },
);
