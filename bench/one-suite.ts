/**
 * One suite of `npm run bench` alone, for working on its pages: `npx tsx bench/one-suite.ts
 * people [pglite|postgres]` prints each page's figures and the growth of its p50, and writes no
 * report (bench/REPORT.md comes from a whole run only).
 */
import type { Mode } from './academy';
import { growthOf, runSuite } from './page-suites';
import { SUITES } from './suites';

const [unit, onlyMode] = process.argv.slice(2);
const suite = SUITES.find((candidate) => candidate.unit === unit);
if (!suite) {
  console.error(`Usage: tsx bench/one-suite.ts <${SUITES.map((s) => s.unit).join('|')}> [pglite|postgres]`);
  process.exit(2);
}
const modes: Mode[] = onlyMode ? [onlyMode as Mode] : ['pglite', 'postgres'];
for (const mode of modes) {
  const run = await runSuite(suite, mode);
  for (const { page } of suite.pages) {
    console.log(`${mode} ${page}: p50 growth ${growthOf(suite, run, page).toFixed(2)}×`);
  }
}
