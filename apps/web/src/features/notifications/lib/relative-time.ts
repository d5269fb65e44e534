import { messages } from '@aula/shared';

const MINUTE_MS = 60_000;
const m = messages.notifications;

/**
 * docs/product/learning.md#bell-and-panel: 'Hace N min' under an hour, 'Hace Nh' under a day,
 * otherwise 'Hace Nd'.
 */
export function formatRelativeTime(timestamp: string, now: number): string {
  // A clock a little ahead of the server's would give a negative age: it is "now".
  const minutes = Math.max(0, Math.floor((now - Date.parse(timestamp)) / MINUTE_MS));
  if (minutes < 60) return m.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m.hoursAgo(hours);
  return m.daysAgo(Math.floor(hours / 24));
}
