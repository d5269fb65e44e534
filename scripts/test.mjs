// `npm test`: everything CI checks, in order, stopping at the first failing step.
// Ends with one summary line ('N passed, N failed') counted from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['Tipos', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Formato', 'npm', ['run', 'format:check']],
  [
    'Unitarias e integración (API)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`],
  ],
  ['Navegador (Chromium)', 'npm', ['run', 'test:e2e']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(`${results}/vitest.json`)) {
    const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (existsSync(`${results}/e2e.json`)) {
    const { stats } = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    const { passed, failed } = counts();
    console.error(`\n✖ ${name} falló (${seconds} s)`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(run.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
const { passed, failed } = counts();
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
