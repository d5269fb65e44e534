/**
 * Calendar days as 'YYYY-MM-DD' text (docs/decisions/0036-mandatory-training.md): due dates,
 * validity and exemptions turn on days in the academy's time zone, never on instants. The text
 * sorts as the days do, so days compare as strings. Arithmetic goes through UTC noon-free dates,
 * where no daylight saving can move a day.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;

const toUtc = (day: CalendarDay) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const fromUtc = (ms: number): CalendarDay => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The same day `months` later; the month's last day when it has no such day (31/01 + 1 → 28/02). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return fromUtc(target.getTime());
}

/** The first day after `after` that falls on 'MM-DD' (29 February: the 28th in other years). */
export function nextYearlyDay(after: CalendarDay, monthDay: string): CalendarDay {
  const [month, date] = monthDay.split('-').map(Number) as [number, number];
  for (let year = Number(after.slice(0, 4)); ; year++) {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = fromUtc(Date.UTC(year, month - 1, Math.min(date, lastDay)));
    if (day > after) return day;
  }
}

export const earlierDay = (a: CalendarDay, b: CalendarDay) => (a < b ? a : b);
export const laterDay = (a: CalendarDay, b: CalendarDay) => (a > b ? a : b);

/** The calendar day an instant falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): CalendarDay {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
