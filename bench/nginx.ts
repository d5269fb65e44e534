import {
  deploySample,
  NGINX as DEBIAN_NGINX,
  startNginx as startNginxProcess,
  type Nginx as NginxProcess,
} from '../test-support/nginx';

export const NGINX = process.env.BENCH_NGINX ?? DEBIAN_NGINX;

/** The app's FILES_ACCEL_REDIRECT, as deploy/nginx-local-disk.conf names its internal location. */
export const ACCEL_PREFIX = '/_files/';

export interface Nginx {
  base: string;
  /** The master's: its worker is its child. */
  pid: number;
  version: string;
  /** The configuration it ran with, for the report. */
  config: string;
  stop(): Promise<void>;
}

/** Serving from the page cache with sendfile, as nginx serves static files in production. */
const STATIC_FILES = `types { video/mp4 mp4; }
default_type application/octet-stream;
sendfile on;
tcp_nopush on;
keepalive_requests 1000000;`;

/** Starts nginx, checks it answers `probePath` with 200, and keeps its configuration for the report. */
async function start(
  http: (port: number) => string | Promise<string>,
  probePath: string,
  placeholders: Record<string, string>,
): Promise<Nginx> {
  const nginx: NginxProcess = await startNginxProcess({ http, binary: NGINX });
  try {
    const probe = await fetch(`${nginx.base}${probePath}`);
    await probe.arrayBuffer();
    if (probe.status !== 200) throw new Error(`nginx answered ${probe.status} to ${probePath}`);
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  let config = nginx.config.replaceAll(nginx.dir, '<temp dir>').replace(`:${nginx.port};`, ':<free port>;');
  for (const [value, placeholder] of Object.entries(placeholders))
    config = config.replaceAll(value, placeholder);
  return { base: nginx.base, pid: nginx.pid, version: nginx.version, config, stop: nginx.stop };
}

/**
 * nginx alone: it serves the files under `root` at the same paths the app serves them (`prefix`),
 * so both answer the same URL. `probePath` is a file it must serve before it counts as started.
 */
export function startNginx(root: string, prefix: string, probePath: string): Promise<Nginx> {
  return start(
    (port) => `${STATIC_FILES}
server {
  listen 127.0.0.1:${port};
  location ${prefix} { alias ${root}/; }
}`,
    probePath,
    { [root]: '<DATA_DIR>/storage' },
  );
}

/**
 * nginx in front of the app at `appBase`, started with FILES_ACCEL_REDIRECT=ACCEL_PREFIX, as
 * deploy/nginx-local-disk.conf puts it (that sample, its addresses replaced): the app checks each
 * signed link and answers X-Accel-Redirect; nginx sends the file under `root`.
 */
export function startNginxInFrontOfApp(appBase: string, root: string, probePath: string): Promise<Nginx> {
  const upstream = new URL(appBase).host;
  return start(
    async (port) =>
      `${STATIC_FILES}\n${await deploySample('nginx-local-disk.conf', [
        ['listen 80;', `listen 127.0.0.1:${port};`],
        ['server 127.0.0.1:3000;', `server ${upstream};`],
        ['/var/lib/aula/data/storage/', `${root}/`],
      ])}`,
    probePath,
    { [root]: '<DATA_DIR>/storage', [upstream]: '<app address>' },
  );
}
