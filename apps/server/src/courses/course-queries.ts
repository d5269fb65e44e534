import { can, reaches, type CourseListQuery, type CourseSort } from '@aula/shared';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { countRows, onePage } from '../db/paging';
import type { DB } from '../db/schema';
import { anyOf, courseTextContains, everyWord, nameContains, searchWords } from '../db/text-search';
import { withReferenceNames } from '../reference/reference-names';
import { allOf, filterConditions } from './course-filters';

/**
 * For each word of a search, the instructors whose names contain it, looked up first (trigram
 * index of migration 0018): as constants, the planner can weigh them, and the course side can use
 * its own trigram index. An OR across the join with Profiles could only be answered by scanning
 * every course. Only people who teach a live course count, so a short word never lists every student.
 */
export async function matchingInstructors(db: Kysely<DB>, search: string | undefined): Promise<string[][]> {
  return Promise.all(
    searchWords(search).map(async (word) => {
      const rows = await db
        .selectFrom('Profiles as ip')
        .select('ip.id_profile')
        .where('ip.deleted_at', 'is', null)
        .where(nameContains('ip', word))
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('Courses as t')
              .select('t.id_course')
              .whereRef('t.id_instructor', '=', 'ip.id_profile')
              .where('t.deleted_at', 'is', null),
          ),
        )
        .execute();
      return rows.map((row) => row.id_profile);
    }),
  );
}

/**
 * The live courses a caller may list, search aside: students the published ones, instructors their
 * own, admins all; managers narrow them by status. `instructor` is the one whose courses they are
 * (none: everyone's), `published` their publication state (none: both). Without a search, the
 * filters' counts read everyone's from a summary table (filter-combinations.ts).
 */
export function listedCourses(auth: Viewer, status: CourseListQuery['status']) {
  return {
    instructor: reaches(auth, 'courses.manage') === 'own' ? auth.profileId : undefined,
    published: !can(auth, 'courses.manage') ? true : status === 'all' ? undefined : status === 'published',
  };
}

/**
 * The courses a caller may list (listedCourses) and the search: every word of a search is in the
 * course's texts or its instructor's names (`instructorsByWord`, one list per word, from
 * matchingInstructors). The filters come on top (course-filters.ts); the filters' counts take the
 * searched scope alone (filter-combinations.ts).
 */
export function searchedScope(
  auth: Viewer,
  query: Pick<CourseListQuery, 'search' | 'status'>,
  instructorsByWord: string[][],
): Expression<SqlBool> {
  const { instructor, published } = listedCourses(auth, query.status);
  const conditions = [sql`c.deleted_at IS NULL`];
  if (instructor !== undefined) conditions.push(sql`c.id_instructor = ${instructor}`);
  if (published !== undefined) conditions.push(sql`c.is_publish = ${sql.lit(published)}`);
  const words = searchWords(query.search);
  conditions.push(
    everyWord(words, (word, index) => {
      const texts = courseTextContains('c', word);
      const instructors = instructorsByWord[index] ?? [];
      if (instructors.length === 0) return texts;
      return anyOf(
        texts,
        sql<SqlBool>`c.id_instructor IN (${sql.join(instructors.map((id) => sql`${id}::uuid`))})`,
      );
    }),
  );
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

/** The courses a list shows: the searched scope, narrowed by every filter. */
function listFilter(auth: Viewer, query: CourseListQuery, instructorsByWord: string[][]) {
  return allOf([searchedScope(auth, query, instructorsByWord), ...filterConditions(query)]);
}

/**
 * Every column a course card shows, with its instructor and counts. The reference
 * names come from memory afterwards (withReferenceNames): joined here, they made the planner
 * weigh seven tables on every request.
 */
function courseRows(db: Kysely<DB>) {
  return db
    .selectFrom('Courses as c')
    .innerJoin('Profiles as p', 'p.id_profile', 'c.id_instructor')
    .select([
      'c.id_course',
      'c.title',
      'c.short_description',
      'c.price',
      'c.is_publish',
      'c.thumbnail_url',
      'c.estimated_duration_hours',
      'c.enrollment_count',
      'c.completion_count',
      'c.rating_average',
      'c.rating_count',
      'c.created_at',
      'c.updated_at',
      'c.id_coin',
      'p.id_profile as instructor_id',
      'p.names as instructor_names',
      'p.last_names as instructor_last_names',
      'c.id_industry',
      'c.id_specialty',
      'c.id_difficulty_level',
      'c.id_lenguage as id_language',
      sql<number>`(SELECT count(*)::int FROM "Modules" m WHERE m.id_course = c.id_course AND m.deleted_at IS NULL)`.as(
        'total_modules',
      ),
      sql<number>`(SELECT count(*)::int FROM "Lessons" le JOIN "Modules" m ON m.id_module = le.id_module
        WHERE m.id_course = c.id_course AND m.deleted_at IS NULL AND le.deleted_at IS NULL)`.as(
        'total_lessons',
      ),
    ]);
}

/** Approved orders of one course, in the course's currency (docs/product/orders.md#revenue). */
const courseRevenue = sql`(SELECT coalesce(sum(oi.price), 0) FROM "Order_Items" oi
  JOIN "Orders" o ON o.id_order = oi.id_order
  WHERE oi.id_course = c.id_course AND oi.id_coin = c.id_coin AND o.status = 'approved')`;

const ORDER: Record<CourseSort, Array<[Expression<unknown>, 'asc' | 'desc']>> = {
  updated: [[sql.ref('c.updated_at'), 'desc']],
  created: [[sql.ref('c.created_at'), 'desc']],
  title: [[sql.ref('c.title'), 'asc']],
  instructor: [
    [sql.ref('p.names'), 'asc'],
    [sql.ref('p.last_names'), 'asc'],
  ],
  enrollments: [[sql.ref('c.enrollment_count'), 'desc']],
  // The Bayesian average (reviews/rating-score.ts), 0 for courses nobody rated: the index courses_rating.
  rating: [[sql.ref('c.rating_score'), 'desc']],
  revenue: [[courseRevenue, 'desc']],
};

/**
 * Revenue of the listed courses per currency (docs/product/courses.md#manager-summary): approved order items,
 * and a 0 for each currency of the listed courses (`coins`, from the totals' own scan) without sales. It
 * starts from the order items, which are few beside the courses, and checks each against the filter, rather
 * than reading every listed course again.
 */
async function revenueByCurrency(db: Kysely<DB>, filter: Expression<SqlBool>, coins: string[]) {
  const listed = db.selectFrom('Courses as c').where(filter).select('c.id_course');
  const { rows } = await sql<{ currency: string; amount: number }>`
    SELECT co.code AS currency, coalesce(sold.amount, 0)::float8 AS amount
    FROM "Coins" co
    LEFT JOIN (
      SELECT oi.id_coin, sum(oi.price) AS amount FROM "Order_Items" oi
        JOIN "Orders" o ON o.id_order = oi.id_order AND o.status = 'approved'
        WHERE oi.id_course IN (${listed})
        GROUP BY oi.id_coin
    ) sold ON sold.id_coin = co.id_coin
    WHERE co.id_coin = ANY (${coins}::uuid[]) OR sold.id_coin IS NOT NULL
    ORDER BY co.code`.execute(db);
  return rows;
}

/** What a page needs from the counting: the searched instructors and how many courses match. */
export interface PageMatches {
  instructorsByWord: string[][];
  total: number;
}

/**
 * A page of the list and, for managers, the summary cards' totals. Students see no summary
 * (docs/product/courses.md#manager-summary), so their request only counts the matching courses: the
 * aggregates are what a large catalogue pays for. The count comes first because it decides how a search's
 * page is read.
 */
export async function listCourses(db: Kysely<DB>, auth: Viewer, query: CourseListQuery) {
  const instructorsByWord = await matchingInstructors(db, query.search);
  const filter = listFilter(auth, query, instructorsByWord);
  const summary = can(auth, 'courses.manage')
    ? await managerTotals(db, filter)
    : await countCourses(db, filter);
  const page = await coursePage(db, auth, query, { instructorsByWord, total: summary.total }).execute();
  return { rows: await withReferenceNames(db, page), ...summary };
}

async function countCourses(db: Kysely<DB>, filter: Expression<SqlBool>) {
  return { total: await countRows(db.selectFrom('Courses as c').where(filter)), totals: null };
}

/**
 * The summary cards over every listed course, in one pass per currency: grouping by currency
 * (a handful) hashes, where a DISTINCT over every course sorted them all; and the covering index
 * courses_totals (migrations 0009, 0020) lets PostgreSQL read these columns without the course rows.
 */
async function managerTotals(db: Kysely<DB>, filter: Expression<SqlBool>) {
  const byCoin = await db
    .selectFrom('Courses as c')
    .where(filter)
    .groupBy('c.id_coin')
    .select((eb) => [
      'c.id_coin',
      eb.fn.countAll<number>().as('courses'),
      sql<number>`sum(c.enrollment_count)::int`.as('enrollments'),
      sql<number>`sum(c.rating_count)::int`.as('rating_count'),
      sql<number>`sum(c.rating_sum)::int`.as('rating_sum'),
    ])
    .execute();
  const sum = (pick: (row: (typeof byCoin)[number]) => number) =>
    byCoin.reduce((total, row) => total + Number(pick(row)), 0);
  const courses = sum((row) => row.courses);
  const ratings = sum((row) => row.rating_count);
  return {
    total: courses,
    totals: {
      courses,
      enrollments: sum((row) => row.enrollments),
      // Every rating weighs the same: a course rated once counts less than one rated fifty times.
      averageRating: ratings === 0 ? null : Math.round((100 * sum((row) => row.rating_sum)) / ratings) / 100,
      ratingCount: ratings,
      revenue: await revenueByCurrency(
        db,
        filter,
        byCoin.map((row) => row.id_coin),
      ),
    },
  };
}

/**
 * Up to this many matches, a search gathers its matches (trigram index) before sorting them.
 * Left inline, the planner walks the sort order's index hoping to meet a page of matches early,
 * which a rare term never lets it do (at 100,000 courses: every course read for one result);
 * past it, matches are dense and that walk meets a page at once, where gathering would fetch
 * and sort them all (bench/REPORT.md).
 */
const GATHER_MATCHES_UP_TO = 2_000;

/** One page of the list, in the chosen order (exported for the index test's EXPLAIN). */
export function coursePage(db: Kysely<DB>, auth: Viewer, query: CourseListQuery, matches: PageMatches) {
  // Revenue is a manager's to see, and so is its order.
  const sort = !can(auth, 'courses.manage') && query.sort === 'revenue' ? 'updated' : query.sort;
  const filter = listFilter(auth, query, matches.instructorsByWord);
  const gathered = db.selectFrom('Courses as c').where(filter).select('c.id_course');
  let page =
    query.search && matches.total <= GATHER_MATCHES_UP_TO
      ? courseRows(db).where(
          sql<SqlBool>`c.id_course IN (WITH matches AS MATERIALIZED (${gathered}) SELECT id_course FROM matches)`,
        )
      : courseRows(db).where(filter);
  for (const [expression, direction] of ORDER[sort]) page = page.orderBy(expression, direction);
  return onePage(page.orderBy('c.id_course'), query);
}

export type CourseRow = Awaited<ReturnType<typeof listCourses>>['rows'][number];
export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourseRow>>>;

/** One live course's row with what only its page shows, whoever may see it (callers check access first). */
export async function findCourseRow(db: Kysely<DB>, courseId: string) {
  const row = await courseRows(db)
    .select(['c.description', 'c.preview_video_url'])
    .where('c.id_course', '=', courseId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && (await withReferenceNames(db, [row]))[0];
}
