import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { nulCharacterError } from '../db/nul-character';
import { validationError } from './validation';

/** A feature's router: every route is validated with its shared schema and documented in OpenAPI. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      const status = result.target === 'json' ? 422 : 400;
      if (!result.success) throw validationError(result.error, status);
      const nul = nulCharacterError(result.data, status);
      if (nul) throw nul;
    },
  });
}

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The documented shape of an error answer. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: apiErrorSchema } } } as const;
}
