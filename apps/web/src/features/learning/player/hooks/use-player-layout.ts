import { useCallback, useState } from 'react';

/**
 * Normal (lesson beside the outline), cine (lesson full width, outline below), small (compact):
 * docs/product/learning.md#layouts.
 */
export const PLAYER_LAYOUTS = ['normal', 'cine', 'small'] as const;
export type PlayerLayout = (typeof PLAYER_LAYOUTS)[number];

const KEY = 'aula.player-layout';

function readStored(): PlayerLayout {
  try {
    const stored = localStorage.getItem(KEY);
    return PLAYER_LAYOUTS.find((layout) => layout === stored) ?? 'normal';
  } catch {
    return 'normal';
  }
}

/** The player's layout, remembered in this browser so that every course opens the way the student likes. */
export function usePlayerLayout() {
  const [layout, setLayoutState] = useState(readStored);
  const setLayout = useCallback((next: PlayerLayout) => {
    setLayoutState(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Nowhere to remember it (a privacy mode): it resets on the next visit.
    }
  }, []);
  return [layout, setLayout] as const;
}
