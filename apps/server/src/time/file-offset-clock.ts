import { readFileSync } from 'node:fs';
import { systemClock, type Clock } from './clock';

/**
 * The system clock moved ahead by the milliseconds written in `file`, one number per line,
 * summed: how browser tests move the time of a server running in another process
 * (docs/decisions/0027-time-in-browser-tests.md). A test appends a line; appends of a few bytes
 * are atomic, so two tests moving the same server never lose each other's step. No file (or no
 * line yet) is no offset. It is read at every reading of the clock, which only a test run affords.
 */
export function fileOffsetClock(file: string): Clock {
  const offsetMs = () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return 0;
    }
    return text.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
  };
  return {
    now: () => new Date(Date.now() + offsetMs()),
    wait: systemClock.wait,
  };
}
