/**
 * A week of the admin's chart by its Monday, which the API sends as a calendar day
 * ('YYYY-MM-DD'). It is read as written, never through Date: a time zone west of UTC would
 * otherwise show the Sunday before.
 */
export function weekLabels(weekStart: string): { day: string; short: string } {
  const [year = '', month = '', day = ''] = weekStart.split('-');
  return { day: `${day}/${month}/${year}`, short: `${day}/${month}` };
}
