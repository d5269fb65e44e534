import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * The catalogue's 'Calificación' order (docs/product/ratings.md): a Bayesian average, so that one
 * 5-star rating does not put a course above one that twenty people rated 4.5. Every course counts
 * as if it also had C ratings at the catalogue's mean m:
 *
 *   score = (C · m + sum of its stars) / (C + its number of ratings)
 *
 * A course with few ratings stays near m; many ratings outweigh the C imaginary ones.
 */
export const RATING_PRIOR_WEIGHT = 5;

/**
 * Scores are stored (Courses.rating_score, indexed) so that sorting 100,000 courses is an index
 * walk. They are computed with the mean stored in Rating_Totals.prior_mean; when a rating moves
 * the real mean further than this from it, every rated course's score is computed again with the
 * new mean, in the same transaction. Each rating moves the mean by at most 4 / (ratings so far),
 * so that rewrite is frequent only while there are few rated courses to rewrite.
 */
export const PRIOR_MEAN_TOLERANCE = 0.02;

/** The score for a course's stars `sum` over `count` ratings, with `prior` as the catalogue's mean. */
export function bayesianAverage(sum: number, count: number, prior: number): number {
  return (RATING_PRIOR_WEIGHT * prior + sum) / (RATING_PRIOR_WEIGHT + count);
}

/** The same, in SQL, over a course row's expressions. */
export function bayesianAverageSql(
  sum: Expression<number> | RawBuilder<number>,
  count: Expression<number> | RawBuilder<number>,
  prior: number,
): RawBuilder<number> {
  return sql<number>`(${RATING_PRIOR_WEIGHT} * ${prior}::float8 + ${sum}) / (${RATING_PRIOR_WEIGHT} + ${count})`;
}

/** The mean to store scores with after a rating write: the stored one, unless it drifted too far. */
export function priorAfterWrite(stored: number | null, count: number, sum: number): number {
  const mean = sum / count;
  return stored === null || Math.abs(mean - stored) > PRIOR_MEAN_TOLERANCE ? mean : stored;
}
