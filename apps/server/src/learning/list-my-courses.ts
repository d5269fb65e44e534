import type { MyCoursesQuery } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { pageAndTotal } from '../db/paging';
import type { DB } from '../db/schema';
import { anyOf, containsWord, everyWord, nameContains, searchWords } from '../db/text-search';

const ORDER: Record<MyCoursesQuery['sort'], Array<[string, 'asc' | 'desc']>> = {
  updated: [['e.updated_at', 'desc']],
  // The catalogue's fair order (reviews/rating-score.ts): one 5-star rating does not come first.
  rating: [
    ['c.rating_score', 'desc'],
    ['e.updated_at', 'desc'],
  ],
};

/**
 * 'Mis Cursos' (docs/product/learning.md#my-courses): the caller's live enrollments in live
 * courses (a course withdrawn to a draft stays: its students keep learning), with what a card
 * shows, searched over the course title and the instructor's names, in the chosen order, one
 * page at a time.
 */
export async function listMyCourses(db: Kysely<DB>, profileId: string, query: MyCoursesQuery) {
  let base = db
    .selectFrom('Enrollments as e')
    .innerJoin('Courses as c', 'c.id_course', 'e.id_course')
    .innerJoin('Profiles as p', 'p.id_profile', 'c.id_instructor')
    .where('e.id_profile', '=', profileId)
    .where('e.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null);
  base = base.where(
    everyWord(searchWords(query.search), (word) =>
      anyOf(containsWord(sql.ref('c.title'), word), nameContains('p', word)),
    ),
  );

  let page = base
    .innerJoin('Coins as co', 'co.id_coin', 'c.id_coin')
    .innerJoin('Specialties as s', 's.id_specialty', 'c.id_specialty')
    .select([
      'e.progress',
      'e.completion_at',
      'e.last_lesson_id',
      'e.created_at as enrolled_at',
      'e.updated_at',
      'c.id_course',
      'c.title',
      'c.short_description',
      'c.thumbnail_url',
      'c.price',
      'c.estimated_duration_hours',
      'c.rating_average',
      'co.id_coin',
      'co.code as coin_code',
      'co.name as coin_name',
      'p.id_profile as instructor_id',
      'p.names as instructor_names',
      'p.last_names as instructor_last_names',
      's.id_specialty',
      's.name as specialty_name',
      sql<number>`(SELECT count(*)::int FROM "Modules" m WHERE m.id_course = c.id_course AND m.deleted_at IS NULL)`.as(
        'total_modules',
      ),
      sql<number>`(SELECT count(*)::int FROM "Lessons" le JOIN "Modules" m ON m.id_module = le.id_module
        WHERE m.id_course = c.id_course AND m.deleted_at IS NULL AND le.deleted_at IS NULL)`.as(
        'total_lessons',
      ),
    ]);
  for (const [column, direction] of ORDER[query.sort]) page = page.orderBy(sql.ref(column), direction);
  return pageAndTotal(page.orderBy('e.id_enrollment'), base, query);
}

export type MyCourseRow = Awaited<ReturnType<typeof listMyCourses>>['rows'][number];
