/**
 * Days and times as the product writes them, all digits (docs/product/copy.md), in the time zone
 * of the process that formats them: the reader's in the browser, the server's in a PDF or a CSV
 * file. The one formatter of dates: the web's `lib/format-date.ts` reads ISO strings with it.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy */
export function formatDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm, 24-hour; with `seconds`, HH:mm:ss. */
export function formatTimeOfDay(date: Date, { seconds = false } = {}): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return seconds ? `${time}:${pad(date.getSeconds())}` : time;
}

/** dd/MM/yyyy HH:mm */
export const formatDayTime = (date: Date) => `${formatDay(date)} ${formatTimeOfDay(date)}`;

/**
 * A calendar day kept as 'YYYY-MM-DD' (a hire date), as dd/MM/yyyy: read as text, never through a
 * Date, so no time zone can move it to the day before.
 */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
