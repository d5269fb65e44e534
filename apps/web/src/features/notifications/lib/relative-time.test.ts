import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Hace 0 min'],
    [59_999, 'Hace 0 min'],
    [MIN, 'Hace 1 min'],
    [59 * MIN + 59_999, 'Hace 59 min'],
    [HOUR, 'Hace 1h'],
    [23 * HOUR + 59 * MIN, 'Hace 23h'],
    [24 * HOUR, 'Hace 1d'],
    [47 * HOUR, 'Hace 1d'],
    [30 * 24 * HOUR, 'Hace 30d'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it('reads a timestamp slightly in the future as now', () => {
    expect(formatRelativeTime(ago(-5000), now)).toBe('Hace 0 min');
  });
});
