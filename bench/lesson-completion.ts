import { LESSON_CONTENT_CODES, ROLE_CODES } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../apps/server/src/auth/password-hashing';
import type { DB } from '../apps/server/src/db/schema';
import { signIn, type Academy } from './academy';
import { CONNECTIONS, measure, type Load, type NextRequest } from './load';
import { findTemplateCourse } from './seed-catalogue';

/** The two course sizes compared: a short course and a long curriculum. */
export const LESSON_COUNTS = [10, 500] as const;
const LESSONS_PER_MODULE = 10;
/**
 * Each student completes the first nine lessons of each course: every request is a first
 * completion that moves the progress, on both courses alike. The tenth would reach 100 % on the
 * short course and issue a certificate, work the long course would not do.
 */
const LESSONS_COMPLETED = 9;
const MEASURED_STUDENTS = 50;
/** One more student per connection whose completions warm the route up and are not counted. */
const WARM_UP_STUDENTS = CONNECTIONS;
const PASSWORD = 'Bench#2026';

export interface CompletionResult extends Load {
  lessons: number;
}

/** A free published course of `lessons` text lessons, ten to a module; answers its lessons in order. */
async function createCourse(db: Kysely<DB>, lessons: number) {
  const template = await findTemplateCourse(db);
  const { id_course } = await db
    .insertInto('Courses')
    .values({
      title: `Curso de ${lessons} lecciones`,
      description: template.description,
      short_description: template.short_description,
      id_instructor: template.id_instructor,
      id_lenguage: template.id_lenguage,
      id_coin: template.id_coin,
      price: 0,
      rating_average: 0,
      estimated_duration_hours: lessons / 6,
      is_publish: true,
      id_difficulty_level: template.id_difficulty_level,
      id_specialty: template.id_specialty,
      id_industry: template.id_industry,
    })
    .returning('id_course')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .selectFrom('Content_Types_Lesson')
    .select('id_content_type_lesson as id')
    .where('code', '=', LESSON_CONTENT_CODES.text)
    .executeTakeFirstOrThrow();
  const lessonIds: string[] = [];
  for (let module = 0; module * LESSONS_PER_MODULE < lessons; module++) {
    const { id_module } = await db
      .insertInto('Modules')
      .values({ id_course, title: `Módulo ${module + 1}`, description: null, order_index: module })
      .returning('id_module')
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('Lessons')
      .values(
        Array.from(
          { length: Math.min(LESSONS_PER_MODULE, lessons - module * LESSONS_PER_MODULE) },
          (_, i) => ({
            id_module,
            title: `Lección ${module * LESSONS_PER_MODULE + i + 1}`,
            description: null,
            content_url: null,
            content_text: 'Lectura breve.',
            id_content_type_lesson: id,
            order_index: i,
            is_published: true,
          }),
        ),
      )
      .returning(['id_lesson', 'order_index'])
      .execute();
    lessonIds.push(
      ...inserted.sort((a, b) => a.order_index - b.order_index).map((lesson) => lesson.id_lesson),
    );
  }
  return { id: id_course, lessonIds };
}

/** Students with one password hash between them: hashing is Argon2id, slow on purpose. */
async function createStudents(db: Kysely<DB>, count: number, prefix: string): Promise<string[]> {
  const { id_rol } = await db
    .selectFrom('Roles')
    .select('id_rol')
    .where('code', '=', ROLE_CODES.student)
    .executeTakeFirstOrThrow();
  const emails = Array.from({ length: count }, (_, n) => `${prefix}-${n}@bench.test`);
  await sql`
    WITH users AS (
      INSERT INTO "Users" (email, password_hash)
      SELECT ${prefix} || '-' || n || '@bench.test', ${await hashPassword(PASSWORD)}
      FROM generate_series(0, ${count - 1}) AS n
      RETURNING id_user
    )
    INSERT INTO "Profiles" (id_user, id_rol, names, last_names, country, prefix_country)
    SELECT id_user, ${id_rol}, 'Estudiante', 'De Prueba', 'PE', '+51' FROM users`.execute(db);
  return emails;
}

/**
 * What the player would have reported for each lesson to be completed: the text opened and read
 * to its end an hour ago, so that every completion measured is one the server accepts.
 */
async function recordReadingEvidence(db: Kysely<DB>, emails: string[], lessonIds: string[]) {
  const profiles = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select('p.id_profile')
    .where('u.email', 'in', emails)
    .execute();
  const readAt = new Date(Date.now() - 60 * 60_000);
  await db
    .insertInto('Lesson_Progress')
    .values(
      profiles.flatMap(({ id_profile }) =>
        lessonIds.map((id_lesson) => ({ id_profile, id_lesson, opened_at: readAt, reached_end_at: readAt })),
      ),
    )
    .execute();
}

async function post(url: string, token: string) {
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (response.status >= 300) throw new Error(`POST ${url} answered ${response.status}`);
}

/**
 * `POST /api/courses/{id}/lessons/{lessonId}/completion` on a 10-lesson and a 500-lesson course:
 * the lesson is marked and the course's progress recounted over all its lessons, in one
 * transaction that locks the enrolment. Connection c serves students c, c + 10, …, each of
 * them completing the first nine lessons, so no two requests wait on the same lock.
 */
export async function measureLessonCompletion(academy: Academy): Promise<CompletionResult[]> {
  const { db, base } = academy;
  const courses = [];
  for (const lessons of LESSON_COUNTS) courses.push({ lessons, ...(await createCourse(db, lessons)) });
  const emails = await createStudents(db, WARM_UP_STUDENTS + MEASURED_STUDENTS, academy.mode);
  const tokens = await Promise.all(emails.map((email) => signIn(base, email, PASSWORD)));
  for (const course of courses) {
    for (const token of tokens) await post(`${base}/api/courses/${course.id}/enrollment`, token);
    await recordReadingEvidence(db, emails, course.lessonIds.slice(0, LESSONS_COMPLETED));
  }

  const results: CompletionResult[] = [];
  for (const { lessons, id, lessonIds } of courses) {
    // Connection c's n-th request: its student number c + 10 × ⌊n / 9⌋ completes lesson n mod 9.
    const completions =
      (students: string[]): NextRequest =>
      (connection, sent) => {
        const token = students[connection + CONNECTIONS * Math.floor(sent / LESSONS_COMPLETED)];
        if (!token) return undefined;
        return {
          url: `${base}/api/courses/${id}/lessons/${lessonIds[sent % LESSONS_COMPLETED]}/completion`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        };
      };
    // No time limit: the run ends when every student has completed their nine lessons.
    const unlimited = { durationMs: 10 * 60_000 };
    await measure(completions(tokens.slice(0, WARM_UP_STUDENTS)), unlimited);
    const result = { lessons, ...(await measure(completions(tokens.slice(WARM_UP_STUDENTS)), unlimited)) };
    console.log(
      `${academy.mode} lesson completion, ${lessons} lessons: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
    );
    results.push(result);
  }
  return results;
}

export const COMPLETION_ABOUT = `\`POST /api/courses/{id}/lessons/{lessonId}/completion\` (apps/server/src/learning/complete-lesson.ts): in one transaction that locks the student's enrolment, the lesson is marked completed and the course's progress recounted over all its live lessons, then the enrolment updated. Two free courses by the demo instructor, ten text lessons to a module: ${LESSON_COUNTS.join(' and ')} lessons. ${MEASURED_STUDENTS} students enrolled in both each complete the first ${LESSONS_COMPLETED} lessons of each course (${MEASURED_STUDENTS * LESSONS_COMPLETED} requests per course, every one a first completion that moves the progress, none reaching the 100 % that issues a certificate, each lesson's reading evidence recorded beforehand as the player would have), ${CONNECTIONS} at a time, after ${WARM_UP_STUDENTS} other students did the same as a warm-up. Measured in the catalogue suite's 1,000-course academy.`;
