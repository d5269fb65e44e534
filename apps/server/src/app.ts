import { OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '@aula/shared';
import { requestId } from 'hono/request-id';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { handleError } from './http/error-handler';
import { apiDocsRoutes } from './http/api-docs';
import { mountWebApp } from './http/web-app';
import { referenceRoutes } from './reference/routes';
import { fileRoutes } from './storage/routes';

/** Builds the whole HTTP app around its dependencies; tests build it with their own. */
export function createApp(deps: AppDeps, options: { webDistDir?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('log', deps.logger.child({ requestId: c.var.requestId }));
    await next();
    if (c.req.path.startsWith('/api/')) {
      c.var.log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.onError(handleError);

  app.route('/api/health', healthRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/reference', referenceRoutes);
  app.route('/api/files', fileRoutes);
  app.route('/api', apiDocsRoutes(app));

  app.all('/api/*', (c) => c.json({ message: messages.common.notFound, code: 'not_found' }, 404));
  if (options.webDistDir) mountWebApp(app, options.webDistDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
