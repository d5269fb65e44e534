import { createRoute } from '@hono/zod-openapi';
import {
  createUserSchema,
  updateUserSchema,
  userExportQuerySchema,
  userListFilterSchema,
  userListQuerySchema,
  userListSchema,
  userTotalsSchema,
  userSummarySchema,
  userMessages,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { csvHeaders, csvStream, exportDay } from '../http/csv';
import { createRouter, errorResponse } from '../http/router';
import { resetMfa } from '../mfa/manage-mfa';
import { recordDataExport } from '../security-log/record-data-export';
import { requestOrigin } from '../security-log/record-security-event';
import { createUser } from './create-user';
import { resendInvitation } from '../invitations/resend-invitation';
import { deleteUser } from './delete-user';
import { userCsvChunks } from './export-users';
import { listUsers, userTotals } from './list-users';
import { updateUser } from './update-user';
import { presentUserSummary } from './user-presenter';
import { authorize } from '../auth/permissions';

export const userRoutes = createRouter();
userRoutes.use('*', requireAuth);
// User management is for admins and, read-only, for instructors (their students): never students.
userRoutes.use('*', async (c, next) => {
  authorize(c.var.viewer, 'users.view');
  await next();
});

const TAG = ['Usuarios'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: userMessages.notFound }) });

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Lista de usuarios',
    description:
      'Administradores: todas las cuentas. Instructores: los inscritos en sus cursos. Búsqueda por nombres, filtros, orden y páginas en el servidor. Sin conteo: el total y las estadísticas están en /api/users/totals. `after` (el último de la página anterior, `next` de su respuesta) lee la página siguiente por su índice.',
    request: { query: userListQuerySchema },
    responses: {
      200: {
        description: 'Una página de usuarios y cómo leer la siguiente',
        content: { 'application/json': { schema: userListSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no gestionan usuarios'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { db, fileLinks } = c.var.deps;
    const { rows, next } = await listUsers(db.kysely, c.var.viewer, query);
    return c.json(
      {
        items: rows.map((row) => presentUserSummary(row, fileLinks)),
        page: query.page,
        pageSize: query.pageSize,
        next,
      },
      200,
    );
  },
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/totals',
    tags: TAG,
    security,
    summary: 'Total y estadísticas de la lista de usuarios',
    description:
      'Cuántas personas encuentran la búsqueda y los filtros, y las tarjetas de estadísticas: se lee una vez por visita, no en cada página.',
    request: { query: userListFilterSchema },
    responses: {
      200: {
        description: 'El total del filtro y las estadísticas',
        content: { 'application/json': { schema: userTotalsSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no gestionan usuarios'),
    },
  }),
  async (c) => c.json(await userTotals(c.var.deps.db.kysely, c.var.viewer, c.req.valid('query')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Crear un usuario (administradores)',
    description:
      'Email, nombres, apellidos, rol y, si se quiere, el documento de identidad. Sin contraseña: la persona recibe por correo una invitación (7 días, un solo uso) para elegir la suya.',
    request: { body: { content: { 'application/json': { schema: createUserSchema } }, required: true } },
    responses: {
      201: {
        description: 'El usuario como lo muestra la lista',
        content: { 'application/json': { schema: userSummarySchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores crean usuarios'),
      409: errorResponse('El email ya está registrado'),
      422: errorResponse('Algún campo no cumple sus reglas'),
    },
  }),
  async (c) => {
    const row = await createUser(c.var.deps, c.var.viewer, c.req.valid('json'), requestOrigin(c));
    const { fileLinks } = c.var.deps;
    return c.json(presentUserSummary(row, fileLinks), 201);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export.csv',
    tags: TAG,
    security,
    summary: 'Exportar la lista de usuarios (CSV)',
    description:
      'Los usuarios que muestra la lista con la misma búsqueda, filtros y orden, todas las páginas: CSV en UTF-8 con BOM.',
    request: { query: userExportQuerySchema },
    responses: {
      200: {
        description: 'El archivo CSV',
        content: { 'text/csv': { schema: z.string() } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los estudiantes no gestionan usuarios'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const chunks = userCsvChunks(c.var.deps.db.kysely, c.var.viewer, query);
    await recordDataExport(c, 'users', query);
    return c.body(csvStream(chunks), 200, csvHeaders(userMessages.exportFileName(exportDay())));
  },
);

userRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Editar un usuario (administradores)',
    description: 'Nombres, apellidos, teléfono y rol. Un administrador no cambia su propio rol.',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: updateUserSchema } }, required: true },
    },
    responses: {
      200: {
        description: 'El usuario como lo muestra la lista',
        content: { 'application/json': { schema: userSummarySchema } },
      },
      400: errorResponse('Datos no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores editan usuarios'),
      404: errorResponse('El usuario no existe'),
      422: errorResponse('El administrador intentó cambiar su propio rol'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    const row = await updateUser(
      db.kysely,
      c.var.viewer,
      c.req.valid('param').id,
      c.req.valid('json'),
      requestOrigin(c),
    );
    return c.json(presentUserSummary(row, fileLinks), 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Eliminar un usuario (administradores)',
    description:
      'Borrado lógico de la cuenta y su perfil; sus sesiones terminan al instante. Nunca la propia cuenta.',
    request: { params: idParams },
    responses: {
      204: { description: 'Eliminado' },
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores eliminan usuarios'),
      404: errorResponse('El usuario no existe'),
      422: errorResponse('El administrador intentó eliminar su propia cuenta'),
    },
  }),
  async (c) => {
    await deleteUser(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id, requestOrigin(c));
    return c.body(null, 204);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}/mfa',
    tags: TAG,
    security,
    summary: 'Restablecer la verificación en dos pasos de un usuario (administradores)',
    description:
      'Para quien perdió su teléfono y sus códigos de recuperación: quita su clave y sus códigos y cierra sus sesiones. Si su rol la exige, la configurará en su próximo inicio de sesión. Nunca la propia.',
    request: { params: idParams },
    responses: {
      204: { description: 'Restablecida' },
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores, y nunca la propia'),
      409: errorResponse('La cuenta no tiene la verificación en dos pasos activada'),
    },
  }),
  async (c) => {
    authorize(c.var.viewer, 'users.manage');
    await resetMfa(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id, requestOrigin(c));
    return c.body(null, 204);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/invitation',
    tags: TAG,
    security,
    summary: 'Reenviar la invitación (administradores)',
    description:
      'Para quien aún no eligió su contraseña: un enlace nuevo por correo, válido 7 días; los anteriores dejan de servir.',
    request: { params: idParams },
    responses: {
      200: {
        description: 'El usuario como lo muestra la lista, con el nuevo vencimiento',
        content: { 'application/json': { schema: userSummarySchema } },
      },
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo los administradores'),
      404: errorResponse('El usuario no existe'),
      409: errorResponse('La persona ya eligió su contraseña'),
    },
  }),
  async (c) => {
    const row = await resendInvitation(c.var.deps, c.var.viewer, c.req.valid('param').id, requestOrigin(c));
    return c.json(presentUserSummary(row, c.var.deps.fileLinks), 200);
  },
);
