import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    const highest = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(highest)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads reconnections over the upper half of each step', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(10, () => 0)).toBe(15000);
  });
});
