import { PLAYER_CONTROLS_HIDE_MS } from '@aula/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The video controls fade after a while without pointer or keyboard activity
 * (docs/product/learning.md#video-lessons). While `active` is false (paused, a phone, the small
 * layout) they stay. `poke` is any activity: it shows them again and starts the wait afresh; it
 * re-renders only when they were hidden, so it can follow every pointer move.
 */
export function useAutoHide(active: boolean, delayMs: number = PLAYER_CONTROLS_HIDE_MS) {
  const [idle, setIdle] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Becoming active again (playing after a pause) starts with the controls in view.
  if (wasActive !== active) {
    setWasActive(active);
    setIdle(false);
  }

  const restart = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), delayMs);
  }, [delayMs]);

  useEffect(() => {
    if (!active) return;
    restart();
    return () => clearTimeout(timer.current);
  }, [active, restart]);

  const poke = useCallback(() => {
    setIdle(false);
    if (active) restart();
  }, [active, restart]);

  return { visible: !active || !idle, poke };
}
