import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDay, formatDayTime, formatTimeOfDay } from './format-day';

describe('the date formatter', () => {
  // Local time: the formatter writes the moment in the time zone of the process.
  const moment = new Date(2026, 0, 5, 7, 3, 9);

  it('writes days as dd/MM/yyyy and times as 24-hour HH:mm', () => {
    expect(formatDay(moment)).toBe('05/01/2026');
    expect(formatTimeOfDay(moment)).toBe('07:03');
    expect(formatTimeOfDay(new Date(2026, 11, 31, 23, 59, 0), { seconds: true })).toBe('23:59:00');
    expect(formatDayTime(moment)).toBe('05/01/2026 07:03');
  });

  it('writes a calendar day kept as text as dd/MM/yyyy, whatever the time zone', () => {
    expect(formatCalendarDay('2024-02-29')).toBe('29/02/2024');
  });
});
