import { sql } from 'kysely';

/**
 * When the student of enrollment `alias` last studied its course: the latest write of their
 * lesson progress (a completion or a video position) in the course's live lessons, or the
 * enrollment date when there is none. GREATEST skips a null, and keeps progress left from an
 * earlier enrollment in the same course from dating the activity before this enrollment.
 */
export const enrollmentLastActivity = (alias: string) => sql<Date>`GREATEST(
  ${sql.ref(`${alias}.created_at`)},
  (SELECT max(lp.updated_at) FROM "Lesson_Progress" lp
    JOIN "Lessons" le ON le.id_lesson = lp.id_lesson
    JOIN "Modules" m ON m.id_module = le.id_module
    WHERE lp.id_profile = ${sql.ref(`${alias}.id_profile`)} AND m.id_course = ${sql.ref(`${alias}.id_course`)}
      AND le.deleted_at IS NULL AND m.deleted_at IS NULL))`;
