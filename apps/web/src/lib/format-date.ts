import { format } from 'date-fns';

/**
 * A date as the product shows dates: dd/MM/yyyy in the user's time zone (DECISIONS.md §0).
 * The pattern is all digits, so it needs no locale data (which would weigh more than the page).
 */
export function formatDate(isoDate: string): string {
  return format(new Date(isoDate), 'dd/MM/yyyy');
}

/** A moment with its time of day (a trail's entries): dd/MM/yyyy HH:mm, 24-hour, in the user's time zone. */
export function formatDateTime(isoDate: string): string {
  return format(new Date(isoDate), 'dd/MM/yyyy HH:mm');
}
