import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Infinity, '0:00'],
    [-4, '0:00'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});
