import { LESSON_CONTENT_CODES } from '@aula/shared';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import type { DB } from '../db/schema';
import type { Storage } from '../storage/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_COURSES, DEMO_STUDENT_PROGRESS, type DemoCourse, type DemoLesson } from './demo-catalogue';
import { demoVideo, gradientPng, readingPdf, SeedFiles } from './demo-media';

const CONTENT_CODE: Record<DemoLesson['kind'], string> = {
  video: LESSON_CONTENT_CODES.video,
  text: LESSON_CONTENT_CODES.text,
  pdf: LESSON_CONTENT_CODES.pdf,
  link: LESSON_CONTENT_CODES.externalLink,
};

/** Storage keys of each course's media, stored before the transaction that references them. */
interface CourseMedia {
  thumbnail: string;
  preview: string;
  /** per module, per lesson: the key of its video or PDF */
  lessons: (string | null)[][];
}

async function storeCourseMedia(files: SeedFiles, course: DemoCourse, video: Buffer): Promise<CourseMedia> {
  const thumbnail = await files.storeThumbnail(gradientPng(...course.colours));
  const preview = await files.storeVideo(video);
  const lessons: (string | null)[][] = [];
  for (const module of course.modules) {
    const keys: (string | null)[] = [];
    for (const lesson of module.lessons) {
      if (lesson.kind === 'video') keys.push(await files.storeVideo(video));
      else if (lesson.kind === 'pdf')
        keys.push(await files.storePdf(await readingPdf(lesson.title, course.title, lesson.paragraphs)));
      else keys.push(null);
    }
    lessons.push(keys);
  }
  return { thumbnail, preview, lessons };
}

type ReferenceIds = Map<string, string>;

async function referenceIds(trx: Transaction<DB>) {
  const byCode = async (rows: Promise<{ id: string; code: string }[]>): Promise<ReferenceIds> =>
    new Map((await rows).map((row) => [row.code, row.id]));
  return {
    roles: await byCode(
      trx.selectFrom('Roles').select(['id_rol as id', 'code']).where('deleted_at', 'is', null).execute(),
    ),
    genders: await byCode(
      trx.selectFrom('Genders').select(['id_gender as id', 'code']).where('deleted_at', 'is', null).execute(),
    ),
    documents: await byCode(
      trx
        .selectFrom('Types_Identities_Documents')
        .select(['id_type_identity_document as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    industries: await byCode(
      trx
        .selectFrom('Industries')
        .select(['id_industry as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    specialties: await byCode(
      trx
        .selectFrom('Specialties')
        .select(['id_specialty as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    industryOfSpecialty: new Map(
      (
        await trx
          .selectFrom('Specialties')
          .select(['code', 'id_industry'])
          .where('deleted_at', 'is', null)
          .execute()
      ).map((row) => [row.code, row.id_industry]),
    ),
    languages: await byCode(
      trx
        .selectFrom('Languages')
        .select(['id_language as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    levels: await byCode(
      trx
        .selectFrom('Difficulty_levels')
        .select(['id_difficulty_level as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    coins: await byCode(
      trx.selectFrom('Coins').select(['id_coin as id', 'code']).where('deleted_at', 'is', null).execute(),
    ),
    contentTypes: await byCode(
      trx
        .selectFrom('Content_Types_Lesson')
        .select(['id_content_type_lesson as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ),
  };
}

const need = (ids: ReferenceIds, code: string) => {
  const id = ids.get(code);
  if (!id) throw new Error(`Demo data refers to unknown reference code ${code}`);
  return id;
};

/**
 * The demo accounts, catalogue and the student's progress. Runs once: if the demo admin exists,
 * the data is already there and later starts change nothing. Media are stored before the
 * transaction and removed if it fails. Answers whether it seeded.
 */
export async function seedDemoData(db: Kysely<DB>, storage: Storage): Promise<boolean> {
  const existing = await db
    .selectFrom('Users')
    .select('id_user')
    .where('email', '=', DEMO_ACCOUNTS[0].email)
    .executeTakeFirst();
  if (existing) return false;

  const files = new SeedFiles(storage);
  try {
    const video = await demoVideo();
    const media: CourseMedia[] = [];
    for (const course of DEMO_COURSES) media.push(await storeCourseMedia(files, course, video));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction().execute(async (trx) => {
      const ids = await referenceIds(trx);
      const profiles = new Map<string, string>();
      for (const account of DEMO_ACCOUNTS) {
        const user = await trx
          .insertInto('Users')
          .values({ email: account.email, password_hash: passwordHash })
          .returning('id_user')
          .executeTakeFirstOrThrow();
        const profile = await trx
          .insertInto('Profiles')
          .values({
            id_user: user.id_user,
            id_rol: need(ids.roles, account.roleCode),
            id_gender: need(ids.genders, account.gender),
            id_industry: ids.industryOfSpecialty.get(account.specialty)!,
            id_specialty: need(ids.specialties, account.specialty),
            id_type_identity_document: need(ids.documents, '01'),
            names: account.names,
            last_names: account.lastNames,
            country: 'PE',
            prefix_country: '+51',
            nro_doi: account.doi,
            phone: account.phone,
            terms_accepted_at: new Date(),
          })
          .returning('id_profile')
          .executeTakeFirstOrThrow();
        profiles.set(account.email, profile.id_profile);
      }

      const lessonIdsByCourse = new Map<string, string[]>();
      const courseIds = new Map<string, string>();
      for (const [index, course] of DEMO_COURSES.entries()) {
        const stored = media[index]!;
        const row = await trx
          .insertInto('Courses')
          .values({
            title: course.title,
            short_description: course.shortDescription,
            description: course.description,
            id_instructor: profiles.get('instructor@aula.test')!,
            id_lenguage: need(ids.languages, '01'),
            id_coin: need(ids.coins, course.coin),
            price: course.price,
            rating_average: 0,
            estimated_duration_hours: course.hours,
            thumbnail_url: stored.thumbnail,
            preview_video_url: stored.preview,
            is_publish: course.published,
            id_difficulty_level: need(ids.levels, course.difficulty),
            id_specialty: need(ids.specialties, course.specialty),
            id_industry: need(ids.industries, course.industry),
          })
          .returning('id_course')
          .executeTakeFirstOrThrow();
        courseIds.set(course.title, row.id_course);
        const lessonIds: string[] = [];
        for (const [moduleIndex, module] of course.modules.entries()) {
          const moduleRow = await trx
            .insertInto('Modules')
            .values({
              id_course: row.id_course,
              title: module.title,
              description: module.description,
              order_index: moduleIndex,
              estimated_duration_minutes: module.lessons.reduce((total, lesson) => total + lesson.minutes, 0),
              is_published: true,
            })
            .returning('id_module')
            .executeTakeFirstOrThrow();
          const lessons = await trx
            .insertInto('Lessons')
            .values(
              module.lessons.map((lesson, lessonIndex) => ({
                id_module: moduleRow.id_module,
                title: lesson.title,
                description: lesson.description,
                id_content_type_lesson: need(ids.contentTypes, CONTENT_CODE[lesson.kind]),
                content_url: lesson.kind === 'link' ? lesson.url : stored.lessons[moduleIndex]![lessonIndex],
                content_text: lesson.kind === 'text' ? lesson.text : null,
                order_index: lessonIndex,
                estimated_duration_minutes: lesson.minutes,
                is_published: true,
              })),
            )
            .returning('id_lesson')
            .execute();
          lessonIds.push(...lessons.map((lesson) => lesson.id_lesson));
        }
        lessonIdsByCourse.set(row.id_course, lessonIds);
      }

      const student = profiles.get('estudiante@aula.test')!;
      for (const { course, completedLessons } of DEMO_STUDENT_PROGRESS) {
        const courseId = courseIds.get(course)!;
        const lessons = lessonIdsByCourse.get(courseId)!;
        const done = lessons.slice(0, completedLessons);
        const progress = Math.round((done.length / lessons.length) * 100);
        await trx
          .insertInto('Enrollments')
          .values({
            id_course: courseId,
            id_profile: student,
            progress,
            completion_at: progress === 100 ? new Date() : null,
          })
          .execute();
        await trx
          .insertInto('Lesson_Progress')
          .values(done.map((id_lesson) => ({ id_profile: student, id_lesson, completed_at: new Date() })))
          .execute();
        await trx
          .updateTable('Courses')
          .set((eb) => ({ enrollment_count: eb('enrollment_count', '+', 1) }))
          .where('id_course', '=', courseId)
          .execute();
      }
    });
    return true;
  } catch (error) {
    await files.removeAll();
    throw error;
  }
}
