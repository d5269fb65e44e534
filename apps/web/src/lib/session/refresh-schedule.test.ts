import { SESSION_TICK_MS } from '@aula/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRefreshSchedule } from './refresh-schedule';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startRefreshSchedule', () => {
  it('checks every 30 s until stopped', () => {
    const check = vi.fn();
    const stop = startRefreshSchedule(check);
    vi.advanceTimersByTime(SESSION_TICK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * SESSION_TICK_MS);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(5 * SESSION_TICK_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('checks at once when the page becomes visible again', () => {
    const check = vi.fn();
    const stop = startRefreshSchedule(check);
    setVisibility('hidden');
    expect(check).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(1);
  });
});
