import { execFile, spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../test-support/free-port';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder), which the test may stop
 * and start again without disturbing the server every other test uses.
 */
export interface ThrowawayCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

async function postgresBinaries(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = await postgresBinaries();
  const directory = await mkdtemp(join(tmpdir(), 'aula-pg-'));
  const dataDir = join(directory, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, run it as the postgres account.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(directory, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args])
      : run(`${bin}/${tool}`, args);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${directory} -c fsync=off`;

  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(directory, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A Redis server of the test's own, which the test may kill and start again on the same port. */
export interface ThrowawayRedis {
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ReturnType<typeof spawn> | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child!.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      child!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  };
  const kill = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}
