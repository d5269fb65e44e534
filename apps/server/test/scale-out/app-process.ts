import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A real server process (`src/main.ts`, as `npm run dev` runs it) on its own port. */
export interface AppProcess {
  url: string;
  /** Sends a request to this process over HTTP; the shape of TestApp's request. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Every log line it wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Ends it at once, as a crash or `kill -9` would: no shutdown, no draining. */
  kill(): Promise<void>;
  /** Ends it the way an operator does (SIGTERM). */
  stop(): Promise<void>;
}

/**
 * Starts a server process with the given settings (on top of a test baseline) and waits until it
 * listens. Its port is the one the system picks; its DATA_DIR is a fresh temporary folder.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      // An empty folder: these processes serve the API only.
      WEB_DIST_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s\n${stderr}`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening\n${stderr}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === 'listening') {
        clearTimeout(timer);
        resolve(entry.port as number);
      }
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    request: (path, init) => fetch(`${url}${path}`, init),
    logs,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
