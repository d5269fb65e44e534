import {
  ACHIEVEMENTS,
  type AchievementCode,
  type AchievementEvent,
  type AchievementRule,
} from '@aula/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CALENDAR_TIME_ZONE } from '../dashboard/calendar';
import type { DB } from '../db/schema';

/**
 * The student's own events, one row each with its time `at`. They are read from the student's
 * rows only: a lesson or course removed later does not take back what was earned. A course counts
 * once, when first completed: its certificate keeps that date even if new lessons later reopen
 * the enrollment, and enrollments cover completions that have no certificate (imported data).
 */
const EVENTS: Record<Exclude<AchievementEvent, 'studyStreak'>, (profileId: string) => RawBuilder<unknown>> = {
  lessonCompleted: (profileId) => sql`
    SELECT completed_at AS at FROM "Lesson_Progress"
    WHERE id_profile = ${profileId} AND completed_at IS NOT NULL`,
  commentPosted: (profileId) => sql`
    SELECT created_at AS at FROM "Lesson_Comments"
    WHERE id_profile = ${profileId} AND deleted_at IS NULL`,
  courseCompleted: (profileId) => sql`
    SELECT min(at) AS at FROM (
      SELECT id_course, completed_at AS at FROM "Certificates" WHERE id_profile = ${profileId}
      UNION ALL
      SELECT id_course, completion_at FROM "Enrollments"
      WHERE id_profile = ${profileId} AND deleted_at IS NULL AND completion_at IS NOT NULL
    ) completions GROUP BY id_course`,
  certificateIssued: (profileId) => sql`
    SELECT issued_at AS at FROM "Certificates" WHERE id_profile = ${profileId}`,
};

/** When the `count`-th event happened, or null. */
const nthEvent = (events: RawBuilder<unknown>, count: number) =>
  sql`(SELECT at FROM (${events}) events ORDER BY at OFFSET ${sql.lit(count - 1)} LIMIT 1)`;

/**
 * When the student first had lessons completed on `days` calendar days in a row (in the calendar
 * zone): the first completion of the run's last day. Gaps and islands: numbering the distinct
 * study days in order, consecutive days keep the same difference between date and number, so
 * that difference names the run each day belongs to.
 */
const streakReached = (profileId: string, days: number) => sql`(
  SELECT min(first_at) FROM (
    SELECT first_at, row_number() OVER (PARTITION BY run ORDER BY day) AS nth FROM (
      SELECT day, first_at, day - (row_number() OVER (ORDER BY day))::int AS run FROM (
        SELECT (completed_at AT TIME ZONE ${CALENDAR_TIME_ZONE})::date AS day, min(completed_at) AS first_at
        FROM "Lesson_Progress"
        WHERE id_profile = ${profileId} AND completed_at IS NOT NULL
        GROUP BY 1
      ) study_days
    ) numbered
  ) runs WHERE nth = ${sql.lit(days)})`;

const earnedAtExpression = (rule: AchievementRule, profileId: string) =>
  rule.event === 'studyStreak'
    ? streakReached(profileId, rule.count)
    : nthEvent(EVENTS[rule.event](profileId), rule.count);

/** When the student earned each achievement of the catalogue (null: not yet), in one query. */
export async function findEarnedAt(
  db: Kysely<DB>,
  profileId: string,
): Promise<Record<AchievementCode, Date | null>> {
  const columns = ACHIEVEMENTS.map(
    (rule) => sql`${earnedAtExpression(rule, profileId)} AS ${sql.id(rule.code)}`,
  );
  const { rows } = await sql<Record<AchievementCode, Date | null>>`SELECT ${sql.join(columns)}`.execute(db);
  return rows[0]!;
}
