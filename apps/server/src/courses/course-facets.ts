import {
  COURSE_DURATIONS,
  COURSE_FILTER_KEYS,
  COURSE_PRICE_FILTERS,
  type CourseFacets,
  type CourseFacetsQuery,
  type CourseFilters,
} from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { referenceNamesOf } from '../reference/reference-names';
import { filterCombinations, type Combination } from './filter-combinations';

type FilterKey = keyof CourseFilters;

/** Whether a combination has the value chosen for `key` (any, when nothing is chosen). */
function hasChosen(row: Combination, query: CourseFacetsQuery, key: FilterKey): boolean {
  const chosen = query[key];
  if (chosen === undefined) return true;
  if (key === 'price') return row.free === (chosen === 'free');
  return row[key] === chosen;
}

/**
 * The catalogue's filter counts (issue 18, item 4): for every value of every filter, how many
 * courses the list would show with that value chosen, the search and the other filters as they
 * are. The database answers how many searched courses have each combination of the six values
 * (filter-combinations.ts: a summary table, or the courses themselves), and each filter's counts
 * are summed here over the combinations the other filters allow, whichever answered.
 */
export async function courseFacets(
  db: Kysely<DB>,
  auth: Viewer,
  query: CourseFacetsQuery,
): Promise<CourseFacets> {
  const rows = await filterCombinations(db, auth, query);
  const countsOf = (key: FilterKey) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (!COURSE_FILTER_KEYS.every((other) => other === key || hasChosen(row, query, other))) continue;
      const value = key === 'price' ? (row.free ? 'free' : 'paid') : row[key];
      counts.set(value, (counts.get(value) ?? 0) + row.count);
    }
    return counts;
  };
  return present(db, countsOf, query);
}

async function present(
  db: Kysely<DB>,
  countsOf: (key: FilterKey) => Map<string, number>,
  query: CourseFacetsQuery,
): Promise<CourseFacets> {
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
      count: prices.get(value) ?? 0,
    })),
    durations: COURSE_DURATIONS.map((value) => ({ value, count: durations.get(value) ?? 0 })),
  };
}
