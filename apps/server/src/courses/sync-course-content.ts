import {
  LESSON_CONTENT_CODES,
  messages,
  storeLessonImageUploads,
  type LessonInput,
  type ModuleInput,
} from '@aula/shared';
import type { Insertable, Transaction } from 'kysely';
import type { DB, LessonsTable, ModulesTable } from '../db/schema';
import { AppError } from '../core/app-error';
import type { ContentTypeIds } from './check-course-references';
import type { StoredLesson, StoredModule } from './find-course-content';
import { planLessonImages, saveLessonImages, type NewLessonImages } from './lesson-images';
import { lessonField } from './course-file-fields';
import { FILE_LESSON_KINDS } from './plan-course-content';
import type { StoredFiles } from './save-with-course-files';

export interface ContentSync {
  courseId: string;
  /** Modules and lessons take the course's state (docs/decisions/0007-course-save.md). */
  isPublished: boolean;
  modules: readonly ModuleInput[];
  /** The live content before the save, already checked against `modules` (checkCourseContent). */
  existing: readonly StoredModule[];
  files: StoredFiles;
  contentTypeIds: ContentTypeIds;
  now: Date;
}

export interface SyncedContent {
  /** Titles of the lessons this save added, in reading order. */
  insertedLessonTitles: string[];
  /**
   * Lesson files replaced by a new upload or by a change of type, and images no text names any
   * more: removed after the commit.
   */
  replacedKeys: string[];
}

/** Keeps each INSERT well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

type ModuleValues = Pick<
  Insertable<ModulesTable>,
  'title' | 'description' | 'order_index' | 'estimated_duration_minutes' | 'is_published'
>;
type LessonValues = Pick<
  Insertable<LessonsTable>,
  | 'id_module'
  | 'title'
  | 'description'
  | 'content_url'
  | 'content_text'
  | 'id_content_type_lesson'
  | 'order_index'
  | 'estimated_duration_minutes'
  | 'is_published'
>;

/**
 * Makes the course's stored modules and lessons what the form submitted, inside the save's
 * transaction: order indexes dense from 0 in submitted order, module minutes the sum of their
 * lessons, new rows inserted, changed rows updated (a lesson may move to another module), and
 * rows missing from the form soft deleted, the lessons left in a removed module with it. Rows
 * that did not change are not written.
 */
export async function syncCourseContent(trx: Transaction<DB>, sync: ContentSync): Promise<SyncedContent> {
  const { existing, modules, now } = sync;
  const storedModules = new Map(existing.map((module) => [module.id_module, module]));
  const storedLessons = new Map(
    existing.flatMap((module) => module.lessons).map((lesson) => [lesson.id_lesson, lesson]),
  );
  const submittedIds = new Set(
    modules.flatMap((module) => [module.id, ...module.lessons.map((lesson) => lesson.id)]),
  );

  // Soft deletes keep the rows (and their files) for the history of progress and certificates.
  const goneLessons = [...storedLessons.keys()].filter((id) => !submittedIds.has(id));
  if (goneLessons.length > 0) {
    await trx
      .updateTable('Lessons')
      .set({ deleted_at: now, updated_at: now })
      .where('id_lesson', 'in', goneLessons)
      .execute();
  }
  const goneModules = [...storedModules.keys()].filter((id) => !submittedIds.has(id));
  if (goneModules.length > 0) {
    await trx
      .updateTable('Modules')
      .set({ deleted_at: now, updated_at: now })
      .where('id_module', 'in', goneModules)
      .execute();
  }

  const moduleIds = await saveModules(trx, sync, storedModules);
  const images = await planLessonImages(trx, sync.courseId, modules, sync.files);

  const replacedKeys: string[] = [];
  const insertedLessonTitles: string[] = [];
  const newLessons: LessonValues[] = [];
  for (const [m, module] of modules.entries()) {
    for (const [l, lesson] of module.lessons.entries()) {
      const stored = lesson.id === undefined ? undefined : storedLessons.get(lesson.id);
      const values: LessonValues = {
        id_module: moduleIds[m]!,
        title: lesson.title,
        description: lesson.description,
        ...lessonContent(lesson, stored, sync.files.get(lessonField(m, l, 'uploadId')), images, [m, l]),
        id_content_type_lesson: sync.contentTypeIds.get(lesson.contentType)!,
        order_index: l,
        estimated_duration_minutes: lesson.estimatedDurationMinutes,
        is_published: sync.isPublished,
      };
      if (!stored) {
        newLessons.push(values);
        insertedLessonTitles.push(lesson.title);
        continue;
      }
      if (
        FILE_LESSON_KINDS[stored.type_code] &&
        stored.content_url &&
        stored.content_url !== values.content_url
      ) {
        replacedKeys.push(stored.content_url);
      }
      if (changed(stored, values)) {
        await trx
          .updateTable('Lessons')
          .set({ ...values, updated_at: now })
          .where('id_lesson', '=', stored.id_lesson)
          .execute();
      }
    }
  }
  for (let start = 0; start < newLessons.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('Lessons')
      .values(
        newLessons
          .slice(start, start + INSERT_CHUNK)
          .map((values) => ({ ...values, created_at: now, updated_at: now })),
      )
      .execute();
  }
  replacedKeys.push(...(await saveLessonImages(trx, sync.courseId, images)));
  return { insertedLessonTitles, replacedKeys };
}

/** Updates the kept modules that changed and inserts the new ones; answers every module's id in submitted order. */
async function saveModules(
  trx: Transaction<DB>,
  sync: ContentSync,
  storedModules: ReadonlyMap<string, StoredModule>,
): Promise<string[]> {
  const moduleIds: string[] = [];
  const newModules: ModuleValues[] = [];
  for (const [m, module] of sync.modules.entries()) {
    const values: ModuleValues = {
      title: module.title,
      description: module.description || null,
      order_index: m,
      estimated_duration_minutes: module.lessons.reduce(
        (sum, lesson) => sum + lesson.estimatedDurationMinutes,
        0,
      ),
      is_published: sync.isPublished,
    };
    const stored = module.id === undefined ? undefined : storedModules.get(module.id);
    if (!stored) {
      newModules.push(values);
      continue;
    }
    moduleIds[m] = stored.id_module;
    if (changed(stored, values)) {
      await trx
        .updateTable('Modules')
        .set({ ...values, updated_at: sync.now })
        .where('id_module', '=', stored.id_module)
        .execute();
    }
  }
  if (newModules.length > 0) {
    const inserted = await trx
      .insertInto('Modules')
      .values(
        newModules.map((values) => ({
          ...values,
          id_course: sync.courseId,
          created_at: sync.now,
          updated_at: sync.now,
        })),
      )
      .returning(['id_module', 'order_index'])
      .execute();
    // RETURNING order is not promised; each new module's position in the form is unique.
    for (const module of inserted) moduleIds[module.order_index] = module.id_module;
  }
  return moduleIds;
}

/**
 * Where a lesson's content lives, by type (docs/product/courses.md#lesson-kinds): a video or pdf lesson
 * points at its file in storage (the new upload, else the file it keeps), a text lesson holds its text as
 * written (the player renders it safely), an external-link lesson holds its URL.
 */
function lessonContent(
  lesson: LessonInput,
  stored: StoredLesson | undefined,
  newKey: string | undefined,
  images: NewLessonImages,
  [m, l]: [number, number],
): Pick<LessonValues, 'content_url' | 'content_text'> {
  switch (lesson.contentType) {
    case LESSON_CONTENT_CODES.text:
      // The uploads it names become the course's images (lesson-images.ts).
      return {
        content_url: null,
        content_text: storeLessonImageUploads(lesson.contentText ?? '', images.idsByUpload),
      };
    case LESSON_CONTENT_CODES.externalLink:
      return { content_url: (lesson.contentUrl ?? '').trim(), content_text: null };
    default: {
      const key = newKey ?? (stored?.type_code === lesson.contentType ? stored.content_url : null);
      // checkCourseContent refused this already; a save never writes a file lesson without its file.
      if (!key)
        throw AppError.invalidField(lessonField(m, l, 'uploadId'), messages.uploads.lessonFileRequired);
      return { content_url: key, content_text: null };
    }
  }
}

function changed<T extends object>(stored: T, values: Partial<T>): boolean {
  return (Object.keys(values) as Array<keyof T>).some((key) => stored[key] !== values[key]);
}
