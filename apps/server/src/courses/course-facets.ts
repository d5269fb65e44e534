import {
  COURSE_DURATIONS,
  COURSE_FILTER_KEYS,
  COURSE_PRICE_FILTERS,
  type CourseFacets,
  type CourseFacetsQuery,
  type CourseFilters,
} from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { DB } from '../db/schema';
import { referenceNamesOf } from '../reference/reference-names';
import { allOf, durationRange, filterConditions, isFree } from './course-filters';
import { matchingInstructors, searchedScope } from './course-queries';

type FilterKey = keyof CourseFilters;

/** What each filter groups the courses by. */
const GROUPED_BY: Record<FilterKey, ReturnType<typeof sql>> = {
  industry: sql`c.id_industry`,
  specialty: sql`c.id_specialty`,
  level: sql`c.id_difficulty_level`,
  language: sql`c.id_lenguage`,
  price: isFree,
  duration: durationRange,
};

interface FacetRow {
  filter: FilterKey;
  value: string | boolean;
  count: number;
}

/**
 * The catalogue's filter counts (issue 18, item 4): for every value of every filter, how many
 * courses the list would show with that value chosen, the search and the other filters as they
 * are. One pass over the searched courses: GROUPING SETS groups them once per filter, and each
 * filter's count leaves its own condition out (`count(*) FILTER (WHERE the others)`).
 */
export async function courseFacets(
  db: Kysely<DB>,
  auth: AuthContext,
  query: CourseFacetsQuery,
): Promise<CourseFacets> {
  const scope = searchedScope(auth, query, await matchingInstructors(db, query.search));
  const conditions = filterConditions(query);
  const othersThan = (key: FilterKey) =>
    allOf(
      Object.entries(conditions)
        .filter(([other]) => other !== key)
        .map(([, condition]) => condition),
    );
  const filterOfRow = sql.join(
    COURSE_FILTER_KEYS.map((key) => sql`WHEN grouping(${GROUPED_BY[key]}) = 0 THEN ${sql.lit(key)}`),
    sql` `,
  );
  const valueOfRow = sql.join(
    COURSE_FILTER_KEYS.map(
      (key) => sql`WHEN grouping(${GROUPED_BY[key]}) = 0 THEN (${GROUPED_BY[key]})::text`,
    ),
    sql` `,
  );
  const countOfRow = sql.join(
    COURSE_FILTER_KEYS.map(
      (key) => sql`WHEN grouping(${GROUPED_BY[key]}) = 0 THEN count(*) FILTER (WHERE ${othersThan(key)})`,
    ),
    sql` `,
  );
  const { rows } = await sql<{ filter: FilterKey; value: string; count: number }>`
    SELECT CASE ${filterOfRow} END AS filter, CASE ${valueOfRow} END AS value, (CASE ${countOfRow} END)::int AS count
    FROM "Courses" c
    WHERE ${scope}
    GROUP BY GROUPING SETS (${sql.join(
      COURSE_FILTER_KEYS.map((key) => sql`(${GROUPED_BY[key]})`),
      sql`, `,
    )})`.execute(db);
  return present(db, rows, query);
}

async function present(db: Kysely<DB>, rows: FacetRow[], query: CourseFacetsQuery): Promise<CourseFacets> {
  const countsOf = (key: FilterKey) =>
    new Map(rows.filter((row) => row.filter === key).map((row) => [String(row.value), row.count]));
  /** The values with courses, and the chosen one even without: its option must stay on screen. */
  const named = async (
    key: 'industry' | 'specialty' | 'level' | 'language',
    kind: Parameters<typeof referenceNamesOf>[1],
  ) => {
    const counts = countsOf(key);
    const chosen = query[key];
    if (chosen && !counts.has(chosen)) counts.set(chosen, 0);
    const ids = [...counts.keys()].filter((id) => id === chosen || counts.get(id)! > 0);
    const names = await referenceNamesOf(db, kind, ids);
    // Levels keep their own order (the names are held in it); the rest read alphabetically.
    const order = [...names.keys()];
    return ids
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id)!, count: counts.get(id)! }))
      .sort((a, b) =>
        kind === 'levels' ? order.indexOf(a.id) - order.indexOf(b.id) : a.name.localeCompare(b.name, 'es'),
      );
  };
  const prices = countsOf('price');
  const durations = countsOf('duration');
  return {
    industries: await named('industry', 'industries'),
    specialties: await named('specialty', 'specialties'),
    levels: await named('level', 'levels'),
    languages: await named('language', 'languages'),
    prices: COURSE_PRICE_FILTERS.map((value) => ({
      value,
      count: prices.get(String(value === 'free')) ?? 0,
    })),
    durations: COURSE_DURATIONS.map((value) => ({ value, count: durations.get(value) ?? 0 })),
  };
}
