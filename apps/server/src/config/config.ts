import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from './env';

/** The resolved configuration the app runs with: env plus derived values and the secrets. */
export interface Config {
  env: Env;
  publicUrl: string;
  dataDir: string;
  jwtSecret: string;
  fileUrlSecret: string;
  cookieSecure: boolean;
}

interface StoredSecrets {
  jwtSecret: string;
  fileUrlSecret: string;
}

/**
 * In embedded mode the secrets may be left unset: they are generated once and kept in
 * DATA_DIR so that sessions and signed links survive a restart.
 */
function embeddedSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    fileUrlSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function resolveConfig(env: Env): Config {
  const dataDir = resolve(env.DATA_DIR);
  const stored = env.JWT_SECRET && env.FILE_URL_SECRET ? null : embeddedSecrets(dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env,
    publicUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? stored!.jwtSecret,
    fileUrlSecret: env.FILE_URL_SECRET ?? stored!.fileUrlSecret,
    cookieSecure: env.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
  };
}
