import { sql } from 'kysely';

/**
 * The zone in which calendar figures are counted: the admin's weeks, the instructor's month and
 * a student's study days. The product has no time-zone setting and its people may work in
 * several countries, so one fixed zone, UTC, gives everyone the same figures for the same data.
 */
export const CALENDAR_TIME_ZONE = sql.lit('UTC');
