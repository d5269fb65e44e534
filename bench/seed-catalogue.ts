import { sql, type Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import { RATING_PRIOR_WEIGHT } from '../apps/server/src/reviews/rating-score';

/**
 * The published demo course first by title: every run copies the same text (the search page
 * depends on it) and opens the same course detail.
 */
export function findTemplateCourse(db: Kysely<DB>) {
  return db
    .selectFrom('Courses')
    .selectAll()
    .where('is_publish', '=', true)
    .orderBy('title')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * Grows the demo catalogue to `courses` rows: copies of the template course by the demo
 * instructor, without its modules, four in five published, each updated a second before the last;
 * one in three free, lasting 1 to 12 hours, so that the catalogue's filters have values to count;
 * one in four rated (1 to 30 ratings averaging 3, 4 or 5, their score as reviews/rating-score.ts
 * computes it with a catalogue mean of 4), so that the rating order has scores to walk.
 */
export async function seedCatalogue(db: Kysely<DB>, courses: number): Promise<void> {
  const template = await findTemplateCourse(db);
  const extra =
    courses -
    (await db.selectFrom('Courses').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  await sql`
    INSERT INTO "Courses" (title, description, short_description, id_instructor, id_lenguage, id_coin, price,
      estimated_duration_hours, rating_average, rating_count, rating_sum, rating_score, is_publish,
      id_difficulty_level, id_specialty, id_industry, updated_at)
    SELECT 'Curso ' || n, ${template.description}, ${template.short_description}, ${template.id_instructor},
      ${template.id_lenguage}, ${template.id_coin}, CASE WHEN n % 3 = 0 THEN 0 ELSE 90 END, 1 + n % 12,
      CASE WHEN r.ratings = 0 THEN 0 ELSE r.stars END, r.ratings, r.ratings * r.stars,
      CASE WHEN r.ratings = 0 THEN 0 ELSE (${RATING_PRIOR_WEIGHT} * 4.0 + r.ratings * r.stars) / (${RATING_PRIOR_WEIGHT} + r.ratings) END,
      n % 5 <> 0, ${template.id_difficulty_level},
      ${template.id_specialty}, ${template.id_industry}, now() - n * interval '1 second'
    FROM generate_series(1, ${extra}) AS n,
      LATERAL (SELECT CASE WHEN n % 4 = 0 THEN 1 + n % 30 ELSE 0 END AS ratings, 3 + n % 3 AS stars) r`.execute(
    db,
  );
}
