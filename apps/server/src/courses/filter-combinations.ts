import type { CourseFacetsQuery } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { searchWords } from '../db/text-search';
import { durationRange, isFree } from './course-filters';
import { listedCourses, matchingInstructors, searchedScope } from './course-queries';

/** One combination of the filters' values, and how many of the counted courses have it. */
export interface Combination {
  industry: string;
  specialty: string;
  level: string;
  language: string;
  free: boolean;
  duration: string;
  count: number;
}

/**
 * Every combination of the six filter values among the courses a caller's counts cover (the
 * searched scope), with how many have it: a few hundred rows however large the catalogue, since
 * specialties fix their area. Without a search, a student's or an admin's courses are every live
 * course of a publication state, or of both: the summary table of migration 0021 holds those, kept
 * by the database on every course write, so they are read from it instead of grouping 100,000
 * courses. An instructor's own courses and a search's matches are grouped from the courses.
 */
export async function filterCombinations(
  db: Kysely<DB>,
  auth: Viewer,
  query: CourseFacetsQuery,
): Promise<Combination[]> {
  const { instructor, published } = listedCourses(auth, query.status);
  if (instructor === undefined && searchWords(query.search).length === 0) {
    return summarisedCombinations(db, published);
  }
  return searchedCombinations(db, auth, query);
}

/** The combinations of every live course of the publication state (both when undefined). */
async function summarisedCombinations(db: Kysely<DB>, published: boolean | undefined) {
  let counts = db
    .selectFrom('Course_Filter_Counts')
    .select([
      'id_industry as industry',
      'id_specialty as specialty',
      'id_difficulty_level as level',
      'id_lenguage as language',
      'free',
      'duration',
      sql<number>`sum(courses)::int`.as('count'),
    ])
    .groupBy(['id_industry', 'id_specialty', 'id_difficulty_level', 'id_lenguage', 'free', 'duration']);
  if (published !== undefined) counts = counts.where('is_publish', '=', published);
  return counts.execute();
}

/** The combinations of the searched scope, grouped from the courses (the list's own expressions). */
async function searchedCombinations(db: Kysely<DB>, auth: Viewer, query: CourseFacetsQuery) {
  const scope = searchedScope(auth, query, await matchingInstructors(db, query.search));
  const { rows } = await sql<Combination>`
    SELECT c.id_industry AS industry, c.id_specialty AS specialty, c.id_difficulty_level AS level,
      c.id_lenguage AS language, ${isFree} AS free, ${durationRange} AS duration, count(*)::int AS count
    FROM "Courses" c
    WHERE ${scope}
    GROUP BY 1, 2, 3, 4, 5, 6`.execute(db);
  return rows;
}
