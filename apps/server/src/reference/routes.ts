import { createRoute } from '@hono/zod-openapi';
import { messages } from '@aula/shared';
import { z } from 'zod';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { COUNTRIES, COUNTRIES_WITH_DIAL_CODE, findCountry } from './countries';
import { listReference, listSpecialties, REFERENCE_TABLES, type ReferenceKind } from './reference-queries';

/**
 * Reference data is public (docs/product/accounts.md#without-an-account) and changes rarely:
 * cached briefly by clients.
 */
export const referenceRoutes = createRouter();

const CACHE = 'public, max-age=300';
export const itemSchema = z.object({ id: z.uuid(), name: z.string(), code: z.string() });
export const specialtySchema = itemSchema.extend({ id_industry: z.uuid() });
export const countrySchema = z.object({
  name: z.string(),
  cca2: z.string(),
  flag: z.string(),
  dialCode: z.string().nullable(),
});
const idParams = z.object({ id: z.uuid({ error: messages.common.invalidId }) });

const TITLES: Record<ReferenceKind, string> = {
  industries: 'Áreas profesionales (rubros)',
  'difficulty-levels': 'Niveles de dificultad',
  coins: 'Monedas',
  languages: 'Idiomas',
  'content-lesson-types': 'Tipos de contenido de lección',
  genders: 'Géneros',
  'identity-document-types': 'Tipos de documento de identidad',
};

for (const kind of Object.keys(REFERENCE_TABLES) as ReferenceKind[]) {
  referenceRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}`,
      tags: ['Datos de referencia'],
      summary: TITLES[kind],
      responses: {
        200: { description: TITLES[kind], content: { 'application/json': { schema: z.array(itemSchema) } } },
      },
    }),
    async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json(await listReference(c.var.deps.db.kysely, kind), 200);
    },
  );
  referenceRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}/{id}`,
      tags: ['Datos de referencia'],
      summary: `${TITLES[kind]}: uno por id`,
      request: { params: idParams },
      responses: {
        200: { description: 'Encontrado', content: { 'application/json': { schema: itemSchema } } },
        404: errorResponse('No existe'),
      },
    }),
    async (c) => {
      const [item] = await listReference(c.var.deps.db.kysely, kind, c.req.valid('param').id);
      if (!item) throw AppError.notFound();
      c.header('Cache-Control', CACHE);
      return c.json(item, 200);
    },
  );
}

referenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/industries/{id}/specialties',
    tags: ['Datos de referencia'],
    summary: 'Especialidades de un área profesional',
    request: { params: idParams },
    responses: {
      200: {
        description: 'Especialidades',
        content: { 'application/json': { schema: z.array(specialtySchema) } },
      },
    },
  }),
  async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json(await listSpecialties(c.var.deps.db.kysely, { industryId: c.req.valid('param').id }), 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/specialties/{id}',
    tags: ['Datos de referencia'],
    summary: 'Especialidad por id',
    request: { params: idParams },
    responses: {
      200: { description: 'Encontrada', content: { 'application/json': { schema: specialtySchema } } },
      404: errorResponse('No existe'),
    },
  }),
  async (c) => {
    const [item] = await listSpecialties(c.var.deps.db.kysely, { id: c.req.valid('param').id });
    if (!item) throw AppError.notFound();
    c.header('Cache-Control', CACHE);
    return c.json(item, 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/countries',
    tags: ['Datos de referencia'],
    summary: 'Países (nombre en español, código ISO, bandera y prefijo)',
    request: {
      query: z.object({
        withDialCode: z.enum(['true', 'false']).optional().describe('Solo países con prefijo telefónico'),
      }),
    },
    responses: {
      200: {
        description: 'Países ordenados por nombre',
        content: { 'application/json': { schema: z.array(countrySchema) } },
      },
    },
  }),
  (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(
      [...(c.req.valid('query').withDialCode === 'true' ? COUNTRIES_WITH_DIAL_CODE : COUNTRIES)],
      200,
    );
  },
);

referenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/countries/{cca2}',
    tags: ['Datos de referencia'],
    summary: 'País por código ISO',
    request: {
      params: z.object({ cca2: z.string().regex(/^[A-Z]{2}$/, messages.common.invalidCountryCode) }),
    },
    responses: {
      200: { description: 'Encontrado', content: { 'application/json': { schema: countrySchema } } },
      404: errorResponse('No existe'),
    },
  }),
  (c) => {
    const country = findCountry(c.req.valid('param').cca2);
    if (!country) throw AppError.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(country, 200);
  },
);
