import { expect, test } from '@playwright/test';
import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The README contract: `npm start` on an empty data folder serves a healthy app with demo
 * accounts; a restart on the same folder keeps the data and seeds nothing twice.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const PORT = 3210;
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = ['admin@aula.test', 'instructor@aula.test', 'estudiante@aula.test', 'supervisor@aula.test'];
/** The sign-in accounts, and the three staff records of the demo organisation awaiting their invitation. */
const DEMO_PEOPLE = DEMO.length + 3;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dataDir: string;
/** Started and not yet stopped: a failed assertion must not leave a server holding the port. */
const running = new Set<ChildProcess>();
test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aula-start-'));
});
test.afterAll(async () => {
  for (const child of running) await stopApp(child);
  await rm(dataDir, { recursive: true, force: true });
});

const isHealthy = () =>
  fetch(`${BASE}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

async function startApp(): Promise<{ process: ChildProcess; output: () => string }> {
  // Another server on the port would answer the health checks in this one's place.
  if (await isHealthy()) throw new Error(`port ${PORT} is already in use`);
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  running.add(child);
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (await isHealthy()) return { process: child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not become healthy:\n${output}`);
}

async function stopApp(child: ChildProcess) {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function signIn(email: string, password: string) {
  return fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * Without SMTP settings nothing is lost (docs/product/email.md#sending): a password-recovery
 * email lands in DATA_DIR/mail/ as an .eml file, recorded as sent there for 'Correo enviado'
 * (whose screen sent-mail.spec.ts drives). Answers the file's name.
 */
async function expectMailInOutbox() {
  const requested = await fetch(`${BASE}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'estudiante@aula.test' }),
  });
  expect(requested.status).toBe(202);
  const outbox = join(dataDir, 'mail');
  const emlFiles = async () =>
    (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
  await expect.poll(emlFiles, { timeout: 20_000 }).toHaveLength(1);
  const [file] = await emlFiles();
  expect(await readFile(join(outbox, file!), 'utf8')).toContain('To: estudiante@aula.test');

  return file!;
}

async function sentMail() {
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    return (
      await db.query('SELECT to_email, transport, file_name FROM "Mail_Messages" WHERE sent_at IS NOT NULL')
    ).rows;
  } finally {
    await db.close();
  }
}

async function countRows() {
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    const count = async (table: string) =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]!.n);
    return {
      users: await count('Users'),
      courses: await count('Courses'),
      lessons: await count('Lessons'),
      enrollments: await count('Enrollments'),
      industries: await count('Industries'),
      migrations: await count('_migrations'),
    };
  } finally {
    await db.close();
  }
}

test('npm start serves a healthy app whose demo accounts sign in, and a restart keeps the data', async () => {
  const first = await startApp();
  expect(first.output()).toContain(BASE.replace('127.0.0.1', 'localhost'));
  for (const email of DEMO) expect(first.output()).toContain(email);
  const health = await (await fetch(`${BASE}/api/health`)).json();
  expect(health).toEqual({ status: 'ok', db: 'ok', storage: 'ok', redis: 'off', jobs: 'ok' });
  for (const email of DEMO) expect((await signIn(email, 'Aula2026!')).status).toBe(200);
  const page = await fetch(`${BASE}/login`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  const emlFile = await expectMailInOutbox();
  await stopApp(first.process);
  expect(await sentMail()).toEqual([
    { to_email: 'estudiante@aula.test', transport: 'outbox', file_name: emlFile },
  ]);

  const afterFirst = await countRows();
  expect(afterFirst.users).toBe(DEMO_PEOPLE);
  expect(afterFirst.courses).toBeGreaterThanOrEqual(7);

  const second = await startApp();
  for (const email of DEMO) expect((await signIn(email, 'Aula2026!')).status).toBe(200);
  await stopApp(second.process);

  expect(await countRows()).toEqual(afterFirst);
});
