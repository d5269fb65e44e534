import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppEnv } from './app-env';

const require = createRequire(import.meta.url);
const SWAGGER_ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/**
 * /api/openapi.json, generated from the same schemas the routes validate with, and a
 * reference page at /api/docs whose assets ship with the app (no outside CDN).
 */
export function apiDocsRoutes(app: OpenAPIHono<AppEnv>) {
  const docs = new Hono<AppEnv>();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });

  docs.get('/openapi.json', (c) =>
    c.json(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Aula API',
          version: '1.0.0',
          description: 'API de Aula, academia de formación en calidad de la atención en salud.',
        },
      }),
    ),
  );

  docs.get('/docs', (c) =>
    c.html(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Aula API · Referencia</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script></body></html>`),
  );

  docs.get('/docs/assets/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs' });`);
  });

  docs.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (!SWAGGER_ASSETS.has(file)) return c.notFound();
    const dir = require.resolve('swagger-ui-dist/package.json').replace(/package\.json$/, '');
    c.header(
      'Content-Type',
      file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
    );
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await readFile(join(dir, file)));
  });
  return docs;
}
