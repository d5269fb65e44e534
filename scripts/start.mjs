// `npm start`: builds what is missing or stale, then runs the one server process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time among the files under `dir`, or 0. */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = newest(join(root, 'packages/shared/src'));
const targets = [
  {
    workspace: '@aula/web',
    sources: [join(root, 'apps/web/src'), join(root, 'apps/web/index.html')],
    output: join(root, 'apps/web/dist/index.html'),
  },
  {
    workspace: '@aula/server',
    sources: [join(root, 'apps/server/src')],
    output: join(root, 'apps/server/dist/main.js'),
  },
];
for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changed = Math.max(
    shared,
    ...target.sources.map((source) =>
      statSync(source, { throwIfNoEntry: false })?.isDirectory()
        ? newest(source)
        : (statSync(source, { throwIfNoEntry: false })?.mtimeMs ?? 0),
    ),
  );
  if (changed > built) {
    console.log(`Compilando ${target.workspace}…`);
    run(['run', 'build', '-w', target.workspace]);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Whoever stops `npm start` stops the server with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
