import { COURSE_DURATION_RANGES, type CourseFilters } from '@aula/shared';
import { sql, type Expression, type SqlBool } from 'kysely';

/** Every condition holds (true when there are none). */
export const allOf = (conditions: Expression<SqlBool>[]) =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;

/**
 * A course's duration range by name: what the duration filter compares and its counts group by.
 * Literals, not parameters, so that the counts' GROUP BY can repeat it. The counts' summary table
 * restates it in SQL (course_duration_range, migration 0021); course-filter-counts.test.ts holds
 * the two together at every boundary.
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
 * The catalogue's filters as conditions on `Courses as c` (issue 18, item 4). The counts read the
 * same expressions (course-facets.ts): the list and its counts must agree.
 */
export function filterConditions(filters: CourseFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.industry) conditions.push(sql<SqlBool>`c.id_industry = ${filters.industry}`);
  if (filters.specialty) conditions.push(sql<SqlBool>`c.id_specialty = ${filters.specialty}`);
  if (filters.level) conditions.push(sql<SqlBool>`c.id_difficulty_level = ${filters.level}`);
  if (filters.language) conditions.push(sql<SqlBool>`c.id_lenguage = ${filters.language}`);
  if (filters.price) conditions.push(sql<SqlBool>`${isFree} = ${filters.price === 'free'}`);
  if (filters.duration) conditions.push(sql<SqlBool>`${durationRange} = ${filters.duration}`);
  return conditions;
}
