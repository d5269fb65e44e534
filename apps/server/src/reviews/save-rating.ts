import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { findRatingAccess, refuseUnlessAllowed } from './rating-access';
import { bayesianAverageSql, priorAfterWrite } from './rating-score';
import { findRatingSummary, type OwnRatingRow, type RatingSummaryRow } from './review-queries';

export interface RatingInput {
  stars: number;
  /** already cleaned and length-checked by the shared schema; empty or absent is no review */
  review?: string | null;
}

export interface SavedRating {
  /** true when this save gave the course the caller's first rating, false when it changed theirs */
  created: boolean;
  rating: OwnRatingRow;
  /** the course's figures with this rating counted */
  summary: RatingSummaryRow;
}

type RatingDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Rates a course, or changes the caller's rating of it: one row per student and course, its dates
 * from the app's clock. In one transaction, the course's count, sum, average and score and the
 * academy's totals change with the row, so the catalogue never reads a figure a rating is missing
 * from. The totals row is locked first: rating writes run one after another, and the rule is
 * checked inside, on what the lock lets no other rating write change.
 */
export async function saveRating(
  deps: RatingDeps,
  auth: Viewer,
  courseId: string,
  input: RatingInput,
): Promise<SavedRating> {
  const now = deps.clock.now();
  const review = input.review ? input.review : null;
  return deps.db.kysely.transaction().execute(async (trx) => {
    const totals = await trx
      .selectFrom('Rating_Totals')
      .select(['rating_count', 'rating_sum', 'prior_mean'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    refuseUnlessAllowed(await findRatingAccess(trx, auth, courseId));

    const previous = await trx
      .selectFrom('Course_Ratings')
      .select(['id_course_rating', 'stars'])
      .where('id_course', '=', courseId)
      .where('id_profile', '=', auth.profileId)
      .executeTakeFirst();
    const row: OwnRatingRow = previous
      ? await trx
          .updateTable('Course_Ratings')
          .set({ stars: input.stars, review, updated_at: now })
          .where('id_course_rating', '=', previous.id_course_rating)
          .returning(['stars', 'review', 'created_at', 'updated_at'])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('Course_Ratings')
          .values({
            id_course: courseId,
            id_profile: auth.profileId,
            stars: input.stars,
            review,
            created_at: now,
            updated_at: now,
          })
          .returning(['stars', 'review', 'created_at', 'updated_at'])
          .executeTakeFirstOrThrow();

    const added = previous ? 0 : 1;
    const change = input.stars - (previous?.stars ?? 0);
    const count = totals.rating_count + added;
    const sum = totals.rating_sum + change;
    const prior = priorAfterWrite(totals.prior_mean, count, sum);
    await trx
      .updateTable('Rating_Totals')
      .set({ rating_count: count, rating_sum: sum, prior_mean: prior })
      .execute();

    // SET reads the row as it was: the new count and sum are written out from the changes.
    const newSum = sql<number>`(rating_sum + ${change})`;
    const newCount = sql<number>`(rating_count + ${added})`;
    await trx
      .updateTable('Courses')
      .set({
        rating_count: newCount,
        rating_sum: newSum,
        rating_average: sql<number>`round(${newSum}::numeric / ${newCount}, 2)`,
        rating_score: bayesianAverageSql(newSum, newCount, prior),
      })
      .where('id_course', '=', courseId)
      .execute();
    if (prior !== totals.prior_mean) {
      // The catalogue's mean moved: every other rated course's score is computed with it again.
      await trx
        .updateTable('Courses')
        .set({ rating_score: bayesianAverageSql(sql`rating_sum`, sql`rating_count`, prior) })
        .where('rating_score', '>', 0)
        .where('deleted_at', 'is', null)
        .where('id_course', '<>', courseId)
        .execute();
    }

    return { created: !previous, rating: row, summary: await findRatingSummary(trx, courseId) };
  });
}
