import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { createBackgroundWorker } from './background-work';
import { resolveConfig } from './config/config';
import { ConfigError, parseEnv } from './config/env';
import { createLogger } from './core/logger';
import { OWNER_ONLY_UMASK } from './config/owner-only';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

async function main() {
  process.umask(OWNER_ONLY_UMASK);
  const env = parseEnv(process.env);
  const config = resolveConfig(env);
  const logger = createLogger(env.LOG_LEVEL);
  const deps = await bootstrap(config, logger);
  const webDistDir = env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = createApp(deps, { webDistDir });

  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    logger.info(
      {
        port: info.port,
        publicUrl: config.publicUrl,
        database: deps.db.engine,
        storage: deps.storage.driver,
      },
      'listening',
    );
    const lines = [`\n  Aula está lista en ${config.publicUrl}\n`];
    if (env.SEED_DEMO && !env.DATABASE_URL) {
      lines.push(`  Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
      for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(11)} ${account.email}`);
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  });

  // Background jobs: this process takes its share of the queue, unless told to serve requests only.
  const worker = env.JOBS_ENABLED ? createBackgroundWorker(deps) : null;
  if (worker) {
    worker.start();
    logger.info({ workerId: worker.workerId }, 'job worker started');
  }

  const shutdown = () => {
    logger.info('shutting down');
    server.close(() => {
      // Running jobs get a few seconds to finish; the rest go back to the queue for another process.
      void (worker?.stop(3000) ?? Promise.resolve()).then(() => deps.close()).finally(() => process.exit(0));
    });
    // Open notification streams never end by themselves: give requests a moment, then close them.
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 1000).unref();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `No se pudo iniciar Aula: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
