import {
  LESSON_CONTENT_CODES,
  textReadingSeconds,
  videoDurationSeconds,
  type EvidenceLesson,
  type LessonContentCode,
} from '@aula/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { DemoCourse, DemoLesson } from './demo-catalogue/types';
import type { DemoMedia } from './demo-media';
import type { DemoReferenceIds } from './demo-reference-ids';
import { demoVideoMinutes } from './demo-videos';
import { daysBefore } from './days-before';

const CONTENT_CODES: Record<DemoLesson['type'], LessonContentCode> = {
  video: LESSON_CONTENT_CODES.video,
  text: LESSON_CONTENT_CODES.text,
  pdf: LESSON_CONTENT_CODES.pdf,
  link: LESSON_CONTENT_CODES.externalLink,
};

export interface InsertedCourse {
  id_course: string;
  /** The course's lessons in reading order: module by module, lesson by lesson. */
  lessonIds: string[];
  /** What completing each lesson asks for, in the same order. */
  lessonEvidence: EvidenceLesson[];
}

/**
 * Inserts the catalogue with modules and lessons (order_index from 0, as the course form numbers
 * them), everything pointing at the media stored beforehand. Answers each course by its key.
 */
export async function insertDemoCourses(
  trx: Transaction<DB>,
  ids: DemoReferenceIds,
  courses: readonly DemoCourse[],
  instructorId: string,
  media: DemoMedia,
  now: Date,
): Promise<Map<string, InsertedCourse>> {
  // A video's minutes are its stored file's real length (docs/product/demo-media.md); the
  // other lessons' are the catalogue's estimates. Modules and courses add them up.
  const minutesOf = (lesson: DemoLesson) => {
    if (lesson.type !== 'video') return lesson.minutes;
    const seconds = media.videoSeconds.get(lesson);
    if (seconds === undefined) throw new Error(`demo video '${lesson.title}' has no stored length`);
    return demoVideoMinutes(seconds);
  };
  const sumMinutes = (lessons: readonly DemoLesson[]) =>
    lessons.reduce((sum, lesson) => sum + minutesOf(lesson), 0);

  const inserted = new Map<string, InsertedCourse>();
  for (const course of courses) {
    const created = daysBefore(now, course.createdDaysAgo);
    const minutes = sumMinutes(course.modules.flatMap((module) => module.lessons));
    const { id_course } = await trx
      .insertInto('Courses')
      .values({
        title: course.title,
        short_description: course.shortDescription,
        description: course.description,
        id_instructor: instructorId,
        id_lenguage: ids.language(course.languageCode),
        id_coin: ids.coin(course.coinCode),
        price: course.price,
        // The hours a student will spend, from the lessons themselves, to the next half hour.
        estimated_duration_hours: Math.ceil(minutes / 30) / 2,
        thumbnail_url: media.thumbnails.get(course),
        preview_video_url: media.previewVideos.get(course),
        is_publish: course.published,
        id_difficulty_level: ids.difficultyLevel(course.difficultyCode),
        ...ids.specialty(course.specialtyCode),
        created_at: created,
        updated_at: created,
      })
      .returning('id_course')
      .executeTakeFirstOrThrow();

    const modules = await trx
      .insertInto('Modules')
      .values(
        course.modules.map((module, index) => ({
          id_course,
          title: module.title,
          description: module.description,
          order_index: index,
          estimated_duration_minutes: sumMinutes(module.lessons),
          is_published: true,
          created_at: created,
          updated_at: created,
        })),
      )
      .returning(['id_module', 'order_index'])
      .execute();
    const moduleIds = modules.sort((a, b) => a.order_index - b.order_index).map((module) => module.id_module);

    const lessons = await trx
      .insertInto('Lessons')
      .values(
        course.modules.flatMap((module, moduleIndex) =>
          module.lessons.map((lesson, index) => ({
            id_module: moduleIds[moduleIndex],
            title: lesson.title,
            description: lesson.description,
            id_content_type_lesson: ids.contentType(CONTENT_CODES[lesson.type]),
            content_url: lesson.type === 'link' ? lesson.url : (media.lessonFiles.get(lesson) ?? null),
            content_text: lesson.type === 'text' ? lesson.text : null,
            order_index: index,
            estimated_duration_minutes: minutesOf(lesson),
            duration_seconds: media.videoSeconds.get(lesson) ?? null,
            is_published: true,
            created_at: created,
            updated_at: created,
          })),
        ),
      )
      .returning(['id_lesson', 'id_module', 'order_index'])
      .execute();
    // RETURNING order is not promised, so the reading order is rebuilt from module and position.
    const moduleOf = (lesson: (typeof lessons)[number]) => moduleIds.indexOf(lesson.id_module);
    const ordered = lessons.sort((a, b) => moduleOf(a) - moduleOf(b) || a.order_index - b.order_index);
    const lessonEvidence = ordered.map((row): EvidenceLesson => {
      const lesson = course.modules[moduleOf(row)]!.lessons[row.order_index]!;
      return {
        contentType: CONTENT_CODES[lesson.type],
        videoSeconds: videoDurationSeconds(media.videoSeconds.get(lesson) ?? null, minutesOf(lesson)),
        readingSeconds: textReadingSeconds(lesson.type === 'text' ? lesson.text : null),
      };
    });
    inserted.set(course.key, { id_course, lessonIds: ordered.map((row) => row.id_lesson), lessonEvidence });
  }
  return inserted;
}
