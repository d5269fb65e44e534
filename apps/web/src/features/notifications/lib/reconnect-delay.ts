const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnecting the live stream after `attempt` failures in a row:
 * doubling from 1 s up to 30 s, each with random jitter so that the tabs dropped by one server
 * restart do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
