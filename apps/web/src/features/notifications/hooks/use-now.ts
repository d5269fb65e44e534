import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so that relative times ('Hace 3 min') move on. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
