import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileOffsetClock } from './file-offset-clock';

const dir = mkdtempSync(join(tmpdir(), 'aula-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const within = (actual: Date, expectedMs: number) =>
  expect(Math.abs(actual.getTime() - expectedMs)).toBeLessThan(1000);

describe('the clock a test moves through a file', () => {
  it('is the system time while the file does not exist', () => {
    within(fileOffsetClock(join(dir, 'none')).now(), Date.now());
  });

  it('moves ahead by every step appended, as soon as it is written', () => {
    const file = join(dir, 'offset');
    const clock = fileOffsetClock(file);
    appendFileSync(file, '95000\n');
    within(clock.now(), Date.now() + 95_000);
    appendFileSync(file, '30000\n');
    within(clock.now(), Date.now() + 125_000);
  });

  it('ignores a line that is not a number', () => {
    const file = join(dir, 'noisy');
    appendFileSync(file, '1000\nabc\n\n2000\n');
    within(fileOffsetClock(file).now(), Date.now() + 3000);
  });
});
