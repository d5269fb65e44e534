import { describe, expect, it } from 'vitest';
import { progressState } from './progress-state';

describe('progressState', () => {
  it('is not started at 0, in progress above it and completed at 100', () => {
    expect(progressState(0)).toBe('not-started');
    expect(progressState(1)).toBe('in-progress');
    expect(progressState(99)).toBe('in-progress');
    expect(progressState(100)).toBe('completed');
  });
});
