import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('parseRange', () => {
  const size = 1000;

  it.each([
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=10-19', { start: 10, end: 19 }],
    ['bytes=0-999', { start: 0, end: 999 }],
    ['bytes=5-', { start: 5, end: 999 }],
    ['bytes=999-', { start: 999, end: 999 }],
    ['bytes=-5', { start: 995, end: 999 }],
    ['bytes=-1', { start: 999, end: 999 }],
    [' bytes=10-19 ', { start: 10, end: 19 }],
  ])('reads %s as an inclusive range', (header, range) => {
    expect(parseRange(header, size)).toEqual(range);
  });

  it('clips an end past the last byte to the last byte', () => {
    expect(parseRange('bytes=900-5000', size)).toEqual({ start: 900, end: 999 });
  });

  it('gives the whole file for a suffix longer than the file', () => {
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
  });

  it.each(['bytes=1000-', 'bytes=1000-1005', 'bytes=5000-6000', 'bytes=20-10', 'bytes=-0'])(
    'answers unsatisfiable for %s',
    (header) => {
      expect(parseRange(header, size)).toBe('unsatisfiable');
    },
  );

  it('answers unsatisfiable for any range of an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable');
  });

  it.each([[undefined], [''], ['bytes=-'], ['bytes=0-1,5-6'], ['items=0-10'], ['bytes=a-b'], ['bytes 0-10']])(
    'ignores %j and serves the whole file',
    (header) => {
      expect(parseRange(header, size)).toBeNull();
    },
  );
});
