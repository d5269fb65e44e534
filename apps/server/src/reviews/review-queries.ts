import { reviewMessages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { decodeTimeCursor, encodeTimeCursor } from '../http/time-cursor';

/**
 * Ratings with what their reviewer shows of themselves: the first name and the initial of the
 * last names, nothing else (no photo, no full name, no account). Callers add the course and the page.
 */
export function selectReviews(db: Kysely<DB>) {
  return (
    db
      .selectFrom('Course_Ratings as r')
      .innerJoin('Profiles as p', 'p.id_profile', 'r.id_profile')
      .innerJoin('Courses as c', 'c.id_course', 'r.id_course')
      .select([
        'r.id_course_rating',
        'r.id_profile',
        'r.stars',
        'r.review',
        'r.created_at',
        'r.updated_at',
        'p.names',
        'p.last_names',
        'c.id_course',
        'c.title as course_title',
      ])
      // To the microsecond, for the page cursor (see http/time-cursor.ts).
      .select(
        sql<string>`to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'updated_at_exact',
        ),
      )
      .where('c.deleted_at', 'is', null)
  );
}

type ReviewQuery = ReturnType<typeof selectReviews>;
export type ReviewRow = Awaited<ReturnType<ReviewQuery['executeTakeFirstOrThrow']>>;

export interface ReviewPage {
  rows: ReviewRow[];
  /** the cursor of the next page; null on the last one */
  nextCursor: string | null;
}

/**
 * One page of reviews, most recently written or edited first. Keyset pagination on
 * (updated_at, id) walks the index from where the last page ended, so a page costs the same
 * however deep it is.
 */
export async function reviewPage(
  query: ReviewQuery,
  page: { cursor?: string; limit: number },
): Promise<ReviewPage> {
  const after =
    page.cursor === undefined ? undefined : decodeTimeCursor(page.cursor, reviewMessages.invalidCursor);
  if (after) {
    query = query
      // The first condition alone is what the index answers; the second breaks ties by id.
      .where(sql<boolean>`r.updated_at <= ${after.at}::timestamptz`)
      .where(
        sql<boolean>`(r.updated_at, r.id_course_rating) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      );
  }
  const rows = await query
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id_course_rating', 'desc')
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    rows: items,
    nextCursor:
      rows.length > page.limit && last
        ? encodeTimeCursor({ at: last.updated_at_exact, id: last.id_course_rating })
        : null,
  };
}

/** The caller's own rating of a course, if they gave one: what the rating form shows them. */
export function findOwnRating(db: Kysely<DB>, courseId: string, profileId: string) {
  return db
    .selectFrom('Course_Ratings')
    .select(['stars', 'review', 'created_at', 'updated_at'])
    .where('id_course', '=', courseId)
    .where('id_profile', '=', profileId)
    .executeTakeFirst();
}

export type OwnRatingRow = NonNullable<Awaited<ReturnType<typeof findOwnRating>>>;

/** A course's rating count and average as its row keeps them (save-rating.ts): no rating is read. */
export function findRatingSummary(db: Kysely<DB>, courseId: string) {
  return db
    .selectFrom('Courses')
    .select(['rating_count', 'rating_average'])
    .where('id_course', '=', courseId)
    .executeTakeFirstOrThrow();
}

export type RatingSummaryRow = Awaited<ReturnType<typeof findRatingSummary>>;
