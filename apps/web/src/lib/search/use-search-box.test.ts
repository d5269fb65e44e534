import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchBox } from './use-search-box';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook as a screen uses it: `committed` is the address's search, `commit` writes it. */
function renderSearchBox(initial = '') {
  const commit = vi.fn<(search: string) => void>();
  const hook = renderHook(({ committed }) => useSearchBox(committed, commit), {
    initialProps: { committed: initial },
  });
  const type = (text: string) => act(() => hook.result.current[1](text));
  return { ...hook, commit, type, text: () => hook.result.current[0] };
}

describe('useSearchBox', () => {
  it('commits the trimmed search once the typing pauses, keeping what was typed in the box', () => {
    const box = renderSearchBox();
    box.type('an');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    box.type('ana ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(box.commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(box.commit).toHaveBeenCalledTimes(1);
    expect(box.commit).toHaveBeenCalledWith('ana');
    expect(box.text()).toBe('ana ');
  });

  it('commits nothing when the trimmed text is the search already committed', () => {
    const box = renderSearchBox('ana');
    box.type('ana  ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(box.commit).not.toHaveBeenCalled();
  });

  it('follows a search changed from elsewhere (Back, a link), but not its own answer', () => {
    const box = renderSearchBox('ana');
    box.rerender({ committed: 'luis' });
    expect(box.text()).toBe('luis');

    box.type('pedro ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    box.rerender({ committed: 'pedro' });
    expect(box.text()).toBe('pedro ');
  });

  it('forgets a pending search when the box goes away', () => {
    const box = renderSearchBox();
    box.type('ana');
    box.unmount();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(box.commit).not.toHaveBeenCalled();
  });
});
