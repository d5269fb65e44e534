import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoHide } from './use-auto-hide';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoHide', () => {
  it('hides the controls after 3 s without activity while active', () => {
    const { result } = renderHook(() => useAutoHide(true));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });

  it('shows them again on activity, and starts the 3 s afresh', () => {
    const { result } = renderHook(() => useAutoHide(true));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.poke());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.visible).toBe(false);
    act(() => result.current.poke());
    expect(result.current.visible).toBe(true);
  });

  it('never hides them while inactive (paused, a phone, the small layout)', () => {
    const { result } = renderHook(() => useAutoHide(false));
    act(() => result.current.poke());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.visible).toBe(true);
  });

  it('shows them as soon as it stops being active, and in full when it starts again', () => {
    const { result, rerender } = renderHook(({ active }) => useAutoHide(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);
    rerender({ active: false });
    expect(result.current.visible).toBe(true);
    rerender({ active: true });
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);
  });
});
