import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up';

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countUpValue(50_000, 0)).toBe(0);
    expect(countUpValue(50_000, 1)).toBe(50_000);
  });

  it('rises steadily in between', () => {
    const samples = [0.1, 0.25, 0.5, 0.75, 0.9].map((progress) => countUpValue(1_200, progress));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
    expect(samples.every((value) => value > 0 && value < 1_200)).toBe(true);
  });

  it('stays within the range when a frame overshoots', () => {
    expect(countUpValue(95, 1.3)).toBe(95);
    expect(countUpValue(95, -0.2)).toBe(0);
  });
});
