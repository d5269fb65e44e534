import { createRoute } from '@hono/zod-openapi';
import {
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_FILE_NAME_MAX,
  staffImportAbsentQuerySchema,
  staffImportAbsentSchema,
  staffImportHistoryQuerySchema,
  staffImportHistorySchema,
  staffImportMessages as m,
  staffImportPlanSchema,
  staffImportRowsQuerySchema,
  staffImportRowsSchema,
  staffImportSchema,
  staffImportTemplateQuerySchema,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { authorize } from '../auth/permissions';
import { attachmentHeaders } from '../http/attachment';
import { createRouter, errorResponse } from '../http/router';
import { requestOrigin } from '../security-log/record-security-event';
import { errorFile, listAbsentees, listImportRows } from './import-details';
import { importHistory, readImport } from './import-queries';
import { planImport } from './plan-import';
import { startImport } from './start-import';
import { uploadImport } from './upload-import';
import { writeTemplate } from './write-staff-file';

/** 'Importar personal' (docs/product/staff-import.md): admins only, every route. */
export const staffImportRoutes = createRouter();
staffImportRoutes.use('*', requireAuth);
staffImportRoutes.use('*', async (c, next) => {
  authorize(c.var.viewer, 'users.manage');
  await next();
});

const TAG = ['Importar personal'];
const security = [{ bearerAuth: [] }];
const refusals = { 401: errorResponse('Sin sesión válida'), 403: errorResponse('Solo los administradores') };
const params = z.object({ id: z.uuid({ error: m.notFound }) });
const oneImport = {
  description: 'La importación: el archivo, las columnas elegidas y lo que hizo o haría',
  content: { 'application/json': { schema: staffImportSchema } },
};
const fileAnswer = (description: string) => ({
  description,
  content: {
    [STAFF_IMPORT_CONTENT_TYPES.csv]: { schema: z.string() },
    [STAFF_IMPORT_CONTENT_TYPES.xlsx]: { schema: z.string() },
  },
});

staffImportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/template',
    tags: TAG,
    security,
    summary: 'Plantilla del archivo de personal',
    description: 'Las columnas que Aula lee, con una fila de ejemplo, en CSV o Excel.',
    request: { query: staffImportTemplateQuerySchema },
    responses: { 200: fileAnswer('La plantilla'), 400: errorResponse('Formato no válido'), ...refusals },
  }),
  async (c) => {
    const file = await writeTemplate(c.req.valid('query').format);
    return c.body(
      file.body,
      200,
      attachmentHeaders(`${m.templateFileName}.${file.extension}`, file.contentType),
    );
  },
);

staffImportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Importaciones anteriores',
    description: 'Quién importó qué archivo y cuándo, con su resultado; las más recientes primero.',
    request: { query: staffImportHistoryQuerySchema },
    responses: {
      200: {
        description: 'Una página del historial',
        content: { 'application/json': { schema: staffImportHistorySchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      ...refusals,
    },
  }),
  async (c) => c.json(await importHistory(c.var.deps.db.kysely, c.req.valid('query')), 200),
);

staffImportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Subir un archivo de personal',
    description:
      'El cuerpo es el archivo tal cual (CSV o XLSX, reconocido por su contenido); `name` es su nombre. Se guardan sus filas y se proponen las columnas: nada de las personas se lee ni se escribe.',
    request: {
      query: z.object({
        name: z
          .string({ error: m.fileNameInvalid })
          .trim()
          .min(1, m.fileNameInvalid)
          .max(STAFF_IMPORT_FILE_NAME_MAX, m.fileNameInvalid),
      }),
      body: {
        content: {
          [STAFF_IMPORT_CONTENT_TYPES.csv]: { schema: z.string() },
          [STAFF_IMPORT_CONTENT_TYPES.xlsx]: { schema: z.string() },
        },
      },
    },
    responses: {
      201: oneImport,
      400: errorResponse('Nombre de archivo no válido'),
      422: errorResponse('Archivo vacío, ilegible o con demasiadas filas'),
      413: errorResponse('Archivo demasiado grande'),
      ...refusals,
    },
  }),
  async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const id = await uploadImport(c.var.deps, c.var.viewer, c.req.valid('query').name, bytes);
    return c.json(await readImport(c.var.deps.db.kysely, id), 201);
  },
);

staffImportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Una importación',
    description: 'Su estado y su avance: la página de la importación lo consulta mientras corre.',
    request: { params },
    responses: { 200: oneImport, 404: errorResponse('La importación no existe'), ...refusals },
  }),
  async (c) => c.json(await readImport(c.var.deps.db.kysely, c.req.valid('param').id), 200),
);

staffImportRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/plan',
    tags: TAG,
    security,
    summary: 'Revisar el archivo (simulación)',
    description:
      'Lee cada fila con las columnas elegidas y cuenta lo que crearía, actualizaría, dejaría igual o rechazaría, con el motivo de cada rechazo, y a quién desactivaría una lista completa. No escribe ninguna persona ni unidad.',
    request: { params, body: { content: { 'application/json': { schema: staffImportPlanSchema } } } },
    responses: {
      200: oneImport,
      422: errorResponse('Columnas no válidas'),
      404: errorResponse('La importación no existe'),
      409: errorResponse('La importación ya se ejecutó'),
      ...refusals,
    },
  }),
  async (c) =>
    c.json(await planImport(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json')), 200),
);

staffImportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/run',
    tags: TAG,
    security,
    summary: 'Importar',
    description:
      'Pone la importación revisada en la cola: corre en segundo plano y su avance se consulta en GET /{id}.',
    request: { params },
    responses: {
      202: oneImport,
      404: errorResponse('La importación no existe'),
      409: errorResponse('Sin revisar, o ya ejecutada'),
      ...refusals,
    },
  }),
  async (c) =>
    c.json(await startImport(c.var.deps, c.var.viewer, c.req.valid('param').id, requestOrigin(c)), 202),
);

staffImportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/rows',
    tags: TAG,
    security,
    summary: 'Filas de una importación',
    description: 'Las filas con un resultado (por omisión, las que tienen errores), en el orden del archivo.',
    request: { params, query: staffImportRowsQuerySchema },
    responses: {
      200: {
        description: 'Una página de filas',
        content: { 'application/json': { schema: staffImportRowsSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      404: errorResponse('La importación no existe'),
      ...refusals,
    },
  }),
  async (c) =>
    c.json(await listImportRows(c.var.deps.db.kysely, c.req.valid('param').id, c.req.valid('query')), 200),
);

staffImportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/absent',
    tags: TAG,
    security,
    summary: 'Personas que una lista completa desactiva',
    description: 'Activas en Aula y ausentes del archivo: las que la importación desactiva (o desactivó).',
    request: { params, query: staffImportAbsentQuerySchema },
    responses: {
      200: {
        description: 'Una página de personas',
        content: { 'application/json': { schema: staffImportAbsentSchema } },
      },
      400: errorResponse('Parámetros no válidos'),
      404: errorResponse('La importación no existe'),
      ...refusals,
    },
  }),
  async (c) =>
    c.json(await listAbsentees(c.var.deps.db.kysely, c.req.valid('param').id, c.req.valid('query')), 200),
);

staffImportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/errors',
    tags: TAG,
    security,
    summary: 'Archivo de errores',
    description:
      'Las filas con errores en el formato y las columnas del archivo subido, con el motivo en una última columna.',
    request: { params },
    responses: {
      200: fileAnswer('Las filas con errores'),
      404: errorResponse('La importación no existe'),
      ...refusals,
    },
  }),
  async (c) => {
    const file = await errorFile(c.var.deps.db.kysely, c.req.valid('param').id);
    return c.body(file.body, 200, attachmentHeaders(file.fileName, file.contentType));
  },
);
