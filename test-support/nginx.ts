import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

/**
 * A real nginx in the foreground, as a child of this process, with its configuration, pid, logs
 * and temp files in a temp dir of its own (the server's integration tests and the benchmarks).
 * Debian's package: `apt-get install nginx`; nothing needs to run as root or listen on port 80.
 */
export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  base: string;
  port: number;
  /** The master's: its worker is its child. */
  pid: number;
  version: string;
  /** The configuration it runs with, and the temp dir that configuration names. */
  config: string;
  dir: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** What goes inside `http { … }` after the common settings; `port` is the one to listen on. */
  http: (port: number) => string | Promise<string>;
  binary?: string;
}

/** One worker (the app under comparison is one process too), logs and temp files in `dir`. */
function configuration(dir: string, http: string) {
  return `daemon off;
master_process on;
worker_processes 1;
# As root, workers would otherwise run as nobody, who cannot enter a private temp dir.
user ${userInfo().username};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http.replace(/^(?=.)/gm, '  ').trimEnd()}
}
`;
}

/**
 * Starts nginx and waits until it answers HTTP on its port. A missing binary or a configuration
 * nginx refuses is an error with nginx's own words: callers that need nginx fail, not skip.
 */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = options.binary ?? NGINX;
  const { stderr } = await promisify(execFile)(binary, ['-v']).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `nginx is needed at ${binary} (Debian: apt-get install nginx): ${error.code ?? error.message}`,
    );
  });
  const version = stderr.trim().replace(/^nginx version: /, '');
  const dir = await mkdtemp(join(tmpdir(), 'aula-nginx-'));
  const port = await freePort();
  const config = configuration(dir, await options.http(port));
  const configFile = join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(binary, ['-p', dir, '-c', configFile, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) {
        const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
        throw new Error(`nginx exited (${child.exitCode}): ${output}${log}`);
      }
      const answered = await fetch(`${base}/`, { method: 'HEAD' }).then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base} within 20 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, pid: child.pid!, version, config, dir, stop };
}

/**
 * A sample configuration from deploy/ (a fragment of nginx's `http` block) with its addresses
 * replaced, so that tests and benchmarks run what operators are given. Each text to replace
 * must be there: a sample that changes shape fails loudly rather than running half-adapted.
 */
export async function deploySample(file: string, replacements: Array<[string, string]>): Promise<string> {
  let sample = await readFile(new URL(`../deploy/${file}`, import.meta.url), 'utf8');
  for (const [text, replacement] of replacements) {
    if (!sample.includes(text)) throw new Error(`deploy/${file} no longer has ${JSON.stringify(text)}`);
    sample = sample.replaceAll(text, replacement);
  }
  return sample;
}
