const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment some days before `now`: the demo data is back-dated so that it reads like a lived-in academy. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
