import { messages, UPLOADS_PATH } from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { inSpanish } from './upload-errors';
import { createUploadProtocol, uploaderOf } from './upload-protocol';
import { OWNER_METADATA, type UploadStaging } from './upload-staging';
import { authorize } from '../auth/permissions';

const TAG = ['Subidas'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

/**
 * /api/uploads: course files, resumable (tus 1.0). Only instructors and admins upload, and
 * each upload answers only to the account that started it.
 */
export function uploadRoutes(staging: UploadStaging) {
  // Built on the first upload: printing the API document builds the app without any staging.
  let protocol: ReturnType<typeof createUploadProtocol> | undefined;
  const routes = createRouter();
  routes.use('*', requireAuth);
  routes.all('*', async (c) => {
    const auth = c.var.viewer;
    authorize(auth, 'courses.upload');
    const id = c.req.path.slice(UPLOADS_PATH.length + 1);
    if (id) {
      // Somebody else's upload is answered as if it did not exist.
      const upload = await staging.info(id);
      if (upload?.metadata?.[OWNER_METADATA] !== auth.profileId) {
        throw AppError.notFound(messages.uploads.notFound);
      }
    }
    uploaderOf.set(c.req.raw, auth);
    protocol ??= createUploadProtocol(staging);
    return inSpanish(await protocol.handleWeb(c.req.raw));
  });
  documentRoutes(routes);
  return routes;
}

function documentRoutes(routes: ReturnType<typeof createRouter>) {
  const headers = z.object({
    'tus-resumable': z.literal('1.0.0'),
  });
  routes.openAPIRegistry.registerPath({
    method: 'post',
    path: '/',
    tags: TAG,
    security,
    summary: 'Iniciar una subida reanudable (tus 1.0)',
    description:
      'Cabeceras Upload-Length y Upload-Metadata (kind: thumbnail, previewVideo, lessonVideo, lessonPdf o lessonImage; filename). El tamaño máximo depende del tipo. Responde Location con la dirección de la subida.',
    request: { headers: headers.extend({ 'upload-length': z.string(), 'upload-metadata': z.string() }) },
    responses: {
      201: { description: 'Subida creada' },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo instructores y administradores'),
      413: errorResponse('Supera el tamaño máximo del tipo'),
      422: errorResponse('Tipo de subida no válido'),
    },
  });
  routes.openAPIRegistry.registerPath({
    method: 'head',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Cuántos bytes llegaron (para reanudar)',
    request: { params: idParams, headers },
    responses: { 200: { description: 'Upload-Offset y Upload-Length' }, 404: errorResponse('No existe') },
  });
  routes.openAPIRegistry.registerPath({
    method: 'patch',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Enviar el siguiente trozo desde Upload-Offset',
    description:
      'Con el último byte el archivo se comprueba por su contenido; si no es del tipo permitido se descarta (415).',
    request: { params: idParams, headers: headers.extend({ 'upload-offset': z.string() }) },
    responses: {
      204: { description: 'Trozo recibido' },
      404: errorResponse('No existe'),
      409: errorResponse('Upload-Offset no coincide'),
      413: errorResponse('Supera el tamaño máximo'),
      415: errorResponse('El contenido no es del tipo permitido'),
    },
  });
  routes.openAPIRegistry.registerPath({
    method: 'delete',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Cancelar una subida',
    request: { params: idParams, headers },
    responses: { 204: { description: 'Cancelada' }, 404: errorResponse('No existe') },
  });
}
