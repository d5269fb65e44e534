// Prints the API's OpenAPI document (the body of GET /api/openapi.json) to stdout,
// so that the web app can generate its typed client from it without a running server.
import { createApp } from '../app';
import { resolveConfig } from '../config/config';
import { parseEnv } from '../config/env';
import type { AppDeps } from '../deps';
import { createLogger } from '../core/logger';

// A fixed configuration rather than process.env, so that the document is the same on every
// machine. The secrets are placeholders (given, so that none is generated and written to disk):
// nothing is signed while the document is produced.
const config = resolveConfig(
  parseEnv({ JWT_SECRET: 'x'.repeat(32), FILE_URL_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }),
);

// The database, storage and rate limiter are used only inside route handlers, which this one
// request for the document never reaches, so placeholders cast to their types are enough and no
// database is opened. The app reads the configuration while it is built, and every request logs:
// those two are real.
const deps = { config, logger: createLogger(config.env.LOG_LEVEL) } as unknown as AppDeps;

const response = await createApp(deps).request('/api/openapi.json');
if (!response.ok) {
  process.stderr.write(`GET /api/openapi.json answered ${response.status}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(await response.json(), null, 2)}\n`);
