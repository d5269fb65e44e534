import { messages, type StudentExportQuery, type StudentListQuery, reachesAll } from '@aula/shared';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { countRows, onePage } from '../db/paging';
import type { DB } from '../db/schema';
import { anyOf, containsWord, everyWord, peopleMatching, searchWords } from '../db/text-search';
import { AppError } from '../core/app-error';
import { enrollmentLastActivity } from '../learning/last-activity';

/**
 * Which courses' students the caller sees (docs/product/people.md#who-counts-as-a-student): an
 * instructor their own live courses, an admin every live course. Students are refused before
 * this is asked.
 */
function ownCourses(auth: Viewer): Expression<SqlBool> {
  const live = sql`c.deleted_at IS NULL`;
  if (reachesAll(auth, 'students.view')) return sql<SqlBool>`${live}`;
  return sql<SqlBool>`${live} AND c.id_instructor = ${auth.profileId}`;
}

/**
 * The course filter names one of the caller's courses; any other course, theirs to see or not,
 * is answered as if it did not exist (docs/product/people.md#the-enrollments-list).
 */
export async function checkCourseFilter(db: Kysely<DB>, auth: Viewer, courseId: string | undefined) {
  if (!courseId) return;
  const course = await db
    .selectFrom('Courses as c')
    .select('c.id_course')
    .where('c.id_course', '=', courseId)
    .where(ownCourses(auth))
    .executeTakeFirst();
  if (!course) throw AppError.notFound(messages.courses.notFound);
}

/** Live enrollments of live students in the caller's courses, narrowed by the list's filters. */
function enrollments(db: Kysely<DB>, auth: Viewer, query: StudentExportQuery) {
  let base = db
    .selectFrom('Enrollments as e')
    .innerJoin('Courses as c', 'c.id_course', 'e.id_course')
    .innerJoin('Profiles as p', 'p.id_profile', 'e.id_profile')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .where(ownCourses(auth))
    .where('e.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null);
  if (query.courseId) base = base.where('e.id_course', '=', query.courseId);
  // Every word in the student's names or email, or in the course's title: what a row shows.
  base = base.where(
    everyWord(searchWords(query.search), (word) =>
      anyOf(sql<SqlBool>`p.id_profile IN ${peopleMatching(word)}`, containsWord(sql.ref('c.title'), word)),
    ),
  );
  if (query.status === 'completed') base = base.where('e.completion_at', 'is not', null);
  if (query.status === 'in_progress') base = base.where('e.completion_at', 'is', null);
  return base;
}

/** One page of the list, newest activity first (exported for the CSV export's batches). */
export function studentPage(db: Kysely<DB>, auth: Viewer, query: StudentListQuery) {
  return enrollments(db, auth, query)
    .select([
      'e.id_enrollment',
      'e.progress',
      'e.completion_at',
      'e.created_at as enrolled_at',
      enrollmentLastActivity('e').as('last_activity_at'),
      'p.id_profile',
      'p.names',
      'p.last_names',
      'p.url_image',
      'u.email',
      'c.id_course',
      'c.title',
    ])
    .orderBy('last_activity_at', 'desc')
    .orderBy('e.id_enrollment')
    .$call((rows) => onePage(rows, query));
}

export type StudentRow = Awaited<ReturnType<ReturnType<typeof studentPage>['execute']>>[number];

/** The caller's live courses with their live students, by title: the course filter's choices. */
function courseChoices(db: Kysely<DB>, auth: Viewer) {
  return db
    .selectFrom('Courses as c')
    .select([
      'c.id_course',
      'c.title',
      sql<number>`(SELECT count(*)::int FROM "Enrollments" e
        JOIN "Profiles" p ON p.id_profile = e.id_profile JOIN "Users" u ON u.id_user = p.id_user
        WHERE e.id_course = c.id_course AND e.deleted_at IS NULL
          AND p.deleted_at IS NULL AND u.deleted_at IS NULL)`.as('students'),
    ])
    .where(ownCourses(auth))
    .orderBy('c.title')
    .orderBy('c.id_course')
    .execute();
}

export type CourseChoiceRow = Awaited<ReturnType<typeof courseChoices>>[number];

/** A page of the caller's students, how many match, and the caller's courses. */
export async function listStudents(db: Kysely<DB>, auth: Viewer, query: StudentListQuery) {
  await checkCourseFilter(db, auth, query.courseId);
  const rows = await studentPage(db, auth, query).execute();
  const total = await countRows(enrollments(db, auth, query));
  return { rows, total, courses: await courseChoices(db, auth) };
}
