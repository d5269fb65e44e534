import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { media } from '../course-save-fixtures';
import { signIn } from '../factories';
import { startAppProcess, type AppProcess } from '../scale-out/app-process';
import { uploadFile } from '../upload-factory';

/**
 * Issue 17, finding 9: in embedded mode 968 of 1,140 files under DATA_DIR/db were
 * `-rw-rw-rw-` and stored uploads 0644. A real server process, started as `npm start` starts it
 * (embedded database, demo data), must leave nothing under DATA_DIR that another account of the
 * machine could read or write, including what it stores after it started.
 */
let parent: string;
let dataDir: string;
let server: AppProcess;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'aula-perms-'));
  // A DATA_DIR that does not exist yet: the server creates it.
  dataDir = join(parent, 'data');
  server = await startAppProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(parent, { recursive: true, force: true });
});

async function modesUnder(root: string): Promise<Array<{ path: string; mode: number; dir: boolean }>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(
    [root, ...entries.filter((e) => !e.isSymbolicLink()).map((e) => join(e.parentPath, e.name))].map(
      async (path) => {
        const info = await stat(path);
        return { path: path.slice(root.length) || '/', mode: info.mode & 0o777, dir: info.isDirectory() };
      },
    ),
  );
}

describe('DATA_DIR', () => {
  it('holds the database, the demo media, the secrets and new uploads owner-only (0700 / 0600)', async () => {
    const instructor = DEMO_ACCOUNTS.find((account) => account.role === 'Instructor')!;
    const { accessToken } = await signIn(server, instructor.email, DEMO_PASSWORD);
    await uploadFile(server, accessToken, 'thumbnail', media.png());

    const entries = await modesUnder(dataDir);
    const databaseFiles = entries.filter((e) => e.path.startsWith('/db/') && !e.dir);
    const storedFiles = entries.filter((e) => e.path.startsWith('/storage/') && !e.dir);
    expect(databaseFiles.length).toBeGreaterThan(100);
    expect(storedFiles.length).toBeGreaterThan(0);
    expect(entries.some((e) => e.path === '/secrets.json')).toBe(true);

    const open = entries
      .filter((e) => e.mode !== (e.dir ? 0o700 : 0o600))
      .map((e) => `${e.path} ${e.mode.toString(8)}`);
    expect(open).toEqual([]);
  });
});
