import { COURSE_DURATION_RANGES, type CourseFilters } from '@aula/shared';
import { sql, type Expression, type SqlBool } from 'kysely';

/** Every condition holds (true when there are none). */
export const allOf = (conditions: Expression<SqlBool>[]) =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;

/**
 * A course's duration range by name, for the duration filter's counts. Literals, not parameters:
 * the counts group by this expression.
 */
export const durationRange = sql<string>`CASE ${sql.join(
  Object.entries(COURSE_DURATION_RANGES).map(([name, range]) =>
    range.to === null
      ? sql`ELSE ${sql.lit(name)}`
      : sql`WHEN c.estimated_duration_hours < ${sql.lit(range.to)} THEN ${sql.lit(name)}`,
  ),
  sql` `,
)} END`;

/** Whether a course is free, as the price filter and its counts read it. */
export const isFree = sql<boolean>`(c.price = 0)`;

/**
 * The catalogue's filters as conditions on `Courses as c`, one per filter set (issue 18, item 4).
 * The counts read the same values (course-facets.ts): the list and its counts must agree.
 */
export function filterConditions(
  filters: CourseFilters,
): Partial<Record<keyof CourseFilters, Expression<SqlBool>>> {
  const conditions: Partial<Record<keyof CourseFilters, Expression<SqlBool>>> = {};
  if (filters.industry) conditions.industry = sql<SqlBool>`c.id_industry = ${filters.industry}`;
  if (filters.specialty) conditions.specialty = sql<SqlBool>`c.id_specialty = ${filters.specialty}`;
  if (filters.level) conditions.level = sql<SqlBool>`c.id_difficulty_level = ${filters.level}`;
  if (filters.language) conditions.language = sql<SqlBool>`c.id_lenguage = ${filters.language}`;
  if (filters.price) conditions.price = sql<SqlBool>`${isFree} = ${filters.price === 'free'}`;
  if (filters.duration) {
    const { from, to } = COURSE_DURATION_RANGES[filters.duration];
    conditions.duration =
      to === null
        ? sql<SqlBool>`c.estimated_duration_hours >= ${from}`
        : sql<SqlBool>`c.estimated_duration_hours >= ${from} AND c.estimated_duration_hours < ${to}`;
  }
  return conditions;
}
