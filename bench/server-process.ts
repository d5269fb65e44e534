import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test-support/free-port';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The command the server is started with, for the report. */
export const SERVER_COMMAND = 'node --import tsx apps/server/src/main.ts';

/** Polls `url` until it answers 200; fails as soon as `child` exits. */
export async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}): ${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 2 minutes: ${output()}`);
}

/** Stops `child` with SIGTERM and waits for it to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface ServerProcess {
  base: string;
  pid: number;
  dataDir: string;
  fileUrlSecret: string;
  /** The process's resident set size now, in bytes (Linux /proc). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The real server as its own process, started as `npm start` starts it (embedded mode, demo
 * academy) and serving the built web app: the client never shares its event loop, and its memory
 * is its own. The environment is written out in full so that a DATABASE_URL or REDIS_URL in the
 * caller's shell does not change the mode.
 */
export async function startServerProcess(
  dataDir: string,
  /** Settings on top of those above (media: FILES_ACCEL_REDIRECT for the app behind nginx). */
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const fileUrlSecret = randomBytes(32).toString('base64url');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      FILE_URL_SECRET: fileUrlSecret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${base}/api/health`, child, () => stderr);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    dataDir,
    fileUrlSecret,
    async rss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
    },
    stop: () => stopProcess(child),
  };
}
