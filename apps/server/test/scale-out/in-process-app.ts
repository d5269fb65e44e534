import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '../../src/bootstrap';
import { resolveConfig } from '../../src/config/config';
import { parseEnv } from '../../src/config/env';
import { createLogger } from '../../src/core/logger';
import { serveInProcess, type TestApp } from '../test-app';

/** An app built exactly as `npm start` builds it (bootstrap), answering in the test's own process. */
export async function startInProcessApp(env: Record<string, string>): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-in-process-'));
  const parsed = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const deps = await bootstrap(resolveConfig(parsed), createLogger(parsed.LOG_LEVEL));
  return serveInProcess(deps, dataDir);
}
