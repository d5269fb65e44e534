import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Linear progress from 0 to 1 over `durationMs`, starting when `running` turns true, one step
 * per frame. Visitors who prefer reduced motion get 1 at once: the end state, without movement.
 */
export function useAnimationProgress(running: boolean, durationMs: number) {
  const reduceMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running || reduceMotion) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const next = Math.min(1, (now - startedAt) / durationMs);
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, reduceMotion, durationMs]);
  return reduceMotion ? 1 : progress;
}
