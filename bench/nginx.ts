import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, stopProcess, waitUntilServing } from './server-process';

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

export interface Nginx {
  base: string;
  /** The master's: its worker is its child. */
  pid: number;
  version: string;
  /** The configuration it ran with, for the report. */
  config: string;
  stop(): Promise<void>;
}

/** nginx's configuration: one worker (the app is one process), sendfile, files under `root` at `prefix`. */
function configuration(dir: string, port: number, prefix: string, root: string) {
  return `daemon off;
master_process on;
worker_processes 1;
# As root, workers would otherwise run as nobody, who cannot enter the bench's private temp dir.
user ${userInfo().username};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types { video/mp4 mp4; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location ${prefix} { alias ${root}/; }
  }
}
`;
}

/**
 * nginx in the foreground, as a child of this process, with its own configuration and logs in a
 * temp dir: it serves the files under `root` at the same paths the app serves them (`prefix`),
 * so both answer the same URL. `probePath` is a file it must serve before it counts as started.
 */
export async function startNginx(root: string, prefix: string, probePath: string): Promise<Nginx> {
  const { stderr } = await promisify(execFile)(NGINX, ['-v']);
  const version = stderr.trim().replace(/^nginx version: /, '');
  const dir = await mkdtemp(join(tmpdir(), 'aula-bench-nginx-'));
  const port = await freePort();
  const config = configuration(dir, port, prefix, root);
  await writeFile(join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${base}${probePath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    version,
    config: config
      .replaceAll(dir, '<temp dir>')
      .replaceAll(root, '<DATA_DIR>/storage')
      .replace(`:${port};`, ':<free port>;'),
    stop,
  };
}
