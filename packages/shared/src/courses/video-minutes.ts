/**
 * A video lesson's minutes are a fact of its file (docs/product/lesson-durations.md): the
 * instructor may round its length down or up to whole minutes, never pick another number.
 */

/** The whole minutes a video of this length may be labelled with: rounded down or up, at least 1. */
export function videoMinutesRange(seconds: number): { min: number; max: number } {
  return { min: Math.max(1, Math.floor(seconds / 60)), max: Math.max(1, Math.ceil(seconds / 60)) };
}

/** The minutes a new video's lesson starts with: its length to the nearest minute, at least 1. */
export function videoMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

export function videoMinutesFit(seconds: number, minutes: number): boolean {
  const { min, max } = videoMinutesRange(seconds);
  return minutes >= min && minutes <= max;
}

/** A length as people say it: '4 min 12 s', '45 s', '12 min'. */
export function formatVideoLength(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
