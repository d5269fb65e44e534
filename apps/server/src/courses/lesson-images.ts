import {
  courseFormMessages,
  LESSON_CONTENT_CODES,
  LESSON_IMAGE_SCHEMES,
  lessonImageIds,
  type ModuleInput,
} from '@aula/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import type { FileLinks } from '../storage/file-links';
import { lessonField, type FileRequest } from './course-file-fields';
import type { StoredFiles } from './save-with-course-files';

/**
 * Images inside text lessons (docs/product/formatted-text.md): a text names a finished upload as
 * `subida:{upload id}` until a save stores it as one of the course's images, `imagen:{id}`.
 * The course save owns them: it stores the uploads a text names, refuses images of another
 * course, and removes the images no text of the course names any more.
 */

/** The key a stored image upload has among a save's files. */
const imageFileField = (uploadId: string) => `images.${uploadId}`;

const textLessons = (modules: readonly ModuleInput[]) =>
  modules.flatMap((module, m) =>
    module.lessons.flatMap((lesson, l) =>
      lesson.contentType === LESSON_CONTENT_CODES.text ? [{ text: lesson.contentText ?? '', m, l }] : [],
    ),
  );

/** The uploads the texts name, one file request each; a problem shows under the text that names it. */
export function lessonImageRequests(modules: readonly ModuleInput[]): FileRequest[] {
  const requests = new Map<string, FileRequest>();
  for (const { text, m, l } of textLessons(modules)) {
    for (const uploadId of lessonImageIds(text, LESSON_IMAGE_SCHEMES.upload)) {
      if (requests.has(uploadId)) continue;
      requests.set(uploadId, {
        field: imageFileField(uploadId),
        shownUnder: lessonField(m, l, 'contentText'),
        uploadId,
        kind: 'lessonImage',
      });
    }
  }
  return [...requests.values()];
}

/** The images a save adds: each stored upload's new image id (what its text will name) and file. */
export interface NewLessonImages {
  /** upload id → image id, to rewrite the texts with (storeLessonImageUploads). */
  idsByUpload: ReadonlyMap<string, string>;
  rows: LessonImageRow[];
}

/**
 * Checked inside the save's transaction, before any lesson is written: every `imagen:` a text
 * names is an image of this course (a text copied from another course's would show nothing, and
 * must not reach that course's files). Answers the images this save adds.
 */
export async function planLessonImages(
  trx: Transaction<DB>,
  courseId: string,
  modules: readonly ModuleInput[],
  files: StoredFiles,
): Promise<NewLessonImages> {
  const texts = textLessons(modules);
  if (texts.some(({ text }) => lessonImageIds(text, LESSON_IMAGE_SCHEMES.stored).length > 0)) {
    const owned = new Set(
      (
        await trx
          .selectFrom('Lesson_Images')
          .select('id_lesson_image')
          .where('id_course', '=', courseId)
          .execute()
      ).map((row) => row.id_lesson_image),
    );
    for (const { text, m, l } of texts) {
      if (lessonImageIds(text, LESSON_IMAGE_SCHEMES.stored).some((id) => !owned.has(id))) {
        throw AppError.invalidField(
          lessonField(m, l, 'contentText'),
          courseFormMessages.textEditor.imageNotInCourse,
        );
      }
    }
  }
  const idsByUpload = new Map<string, string>();
  const rows: NewLessonImages['rows'] = [];
  for (const { text } of texts) {
    for (const uploadId of lessonImageIds(text, LESSON_IMAGE_SCHEMES.upload)) {
      const key = files.get(imageFileField(uploadId));
      if (!key || idsByUpload.has(uploadId)) continue;
      const id = crypto.randomUUID();
      idsByUpload.set(uploadId, id);
      rows.push({ id_lesson_image: id, file_key: key });
    }
  }
  return { idsByUpload, rows };
}

/**
 * After the lessons are written: records the new images, and removes the course's images that no
 * lesson text names any more, answering their files' keys (removed once the save commits). A
 * deleted lesson's text still counts, as a deleted lesson keeps its video: its history stays whole.
 */
export async function saveLessonImages(
  trx: Transaction<DB>,
  courseId: string,
  added: NewLessonImages,
): Promise<string[]> {
  if (added.rows.length > 0) {
    await trx
      .insertInto('Lesson_Images')
      .values(added.rows.map((row) => ({ ...row, id_course: courseId })))
      .execute();
  }
  const removed = await trx
    .deleteFrom('Lesson_Images as li')
    .where('li.id_course', '=', courseId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('Lessons as le')
            .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
            .select(sql`1`.as('one'))
            .where('m.id_course', '=', courseId)
            .where(
              sql<boolean>`position(${LESSON_IMAGE_SCHEMES.stored + ':'} || li.id_lesson_image::text in le.content_text) > 0`,
            ),
        ),
      ),
    )
    .returning('li.file_key')
    .execute();
  return removed.map((row) => row.file_key);
}

/** A course's images: what its texts' `imagen:` marks show. */
export async function findLessonImages(db: Kysely<DB>, courseId: string): Promise<LessonImageRow[]> {
  return db
    .selectFrom('Lesson_Images')
    .select(['id_lesson_image', 'file_key'])
    .where('id_course', '=', courseId)
    .execute();
}

export interface LessonImageRow {
  id_lesson_image: string;
  file_key: string;
}

/** Each image, by id, as a link signed for the viewer (checked again on every request). */
export function signLessonImages(
  links: FileLinks,
  images: readonly LessonImageRow[],
  viewerId: string,
): Record<string, string> {
  return Object.fromEntries(
    images.map((image) => [image.id_lesson_image, links.forViewer(image.file_key, viewerId)!]),
  );
}
