import { createRoute } from '@hono/zod-openapi';
import {
  certificateCodeParamsSchema,
  certificateListSchema,
  certificatePdfQuerySchema,
  certificateVerificationSchema,
  messages,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { AppError } from '../core/app-error';
import { clientIp } from '../http/client-info';
import { createRouter, errorResponse } from '../http/router';
import { presentCertificate, presentVerification } from './certificate-presenter';
import { getCertificatePdf } from './get-certificate-pdf';
import { listCertificates } from './list-certificates';
import { verifyCertificate } from './verify-certificate';

const tags = ['Certificados'];
const security = [{ bearerAuth: [] }];

/** The signed-in student's certificates (docs/product/learning.md#certificates). */
export const certificateRoutes = createRouter();
certificateRoutes.use('*', requireAuth);

certificateRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags,
    security,
    summary: 'Mis certificados',
    description: "Para la pestaña 'Certificados' del perfil: los más recientes primero.",
    responses: {
      200: {
        description: 'Certificados',
        content: { 'application/json': { schema: certificateListSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const rows = await listCertificates(c.var.deps.db.kysely, c.var.viewer.profileId);
    return c.json({ certificates: rows.map(presentCertificate) }, 200);
  },
);

certificateRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{code}/pdf',
    tags,
    security,
    summary: 'Un certificado en PDF',
    description: 'Solo para su estudiante y los administradores. Con download=1 se descarga como archivo.',
    request: { params: certificateCodeParamsSchema, query: certificatePdfQuerySchema },
    responses: {
      200: {
        description: 'El certificado (A4 apaisado)',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
      400: errorResponse('Parámetros no válidos'),
      401: errorResponse('Sin sesión válida'),
      404: errorResponse('No existe o no es tuyo'),
    },
  }),
  async (c) => {
    const { code, pdf } = await getCertificatePdf(c.var.deps, c.var.viewer, c.req.valid('param').code);
    const disposition = c.req.valid('query').download === '1' ? 'attachment' : 'inline';
    // The code is in its printed form (letters, digits and dashes): safe inside the header.
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `${disposition}; filename="certificado-${code}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
    });
  },
);

/**
 * Anyone may check a code (docs/product/learning.md#public-verification), so the checks are counted per
 * address: with 60 random bits nobody finds a code by trying, and this keeps anyone from hammering the table.
 */
export const VERIFY_REQUESTS_PER_IP = 60;

export const verifyRoutes = createRouter();

verifyRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{code}',
    tags,
    summary: 'Verificar un certificado (público)',
    description:
      'Confirma que un código corresponde a un certificado emitido y muestra lo que el certificado dice, ' +
      'con el documento de identidad enmascarado. Acepta minúsculas, espacios y el código sin el prefijo AULA.',
    request: { params: certificateCodeParamsSchema },
    responses: {
      200: {
        description: 'Certificado válido',
        content: { 'application/json': { schema: certificateVerificationSchema } },
      },
      404: errorResponse('No existe un certificado con ese código'),
      429: errorResponse('Demasiadas consultas'),
    },
  }),
  async (c) => {
    const { db, rateLimiter, config } = c.var.deps;
    const allowed = await rateLimiter.hit(
      `verify:ip:${clientIp(c)}`,
      VERIFY_REQUESTS_PER_IP,
      config.env.RATE_LIMIT_WINDOW_SECONDS,
    );
    if (!allowed) throw new AppError('rate_limited', messages.common.rateLimited);
    return c.json(presentVerification(await verifyCertificate(db.kysely, c.req.valid('param').code)), 200);
  },
);
