import { useEffect, useRef, useState } from 'react';

/** How long the search waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, and when the user pauses typing, the search it commits. The box keeps
 * what the user typed (trailing spaces included); it follows `committed` only when that changes
 * from elsewhere (Back, a link), so a slow answer never overwrites keys typed since.
 */
export function useSearchBox(committed: string, commit: (search: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== committed) commit(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  }

  return [text, onChange] as const;
}
