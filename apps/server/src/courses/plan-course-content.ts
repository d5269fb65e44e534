import { LESSON_CONTENT_CODES, messages, type ModuleInput, type UploadKind } from '@aula/shared';
import { AppError } from '../core/app-error';
import type { StoredModule } from './find-course-content';
import { lessonField, type FileRequest } from './course-file-fields';
import { lessonImageRequests } from './lesson-images';

/** Video and pdf lessons are files in storage; text and link lessons are not. */
export const FILE_LESSON_KINDS: Readonly<Record<string, UploadKind>> = {
  [LESSON_CONTENT_CODES.video]: 'lessonVideo',
  [LESSON_CONTENT_CODES.pdf]: 'lessonPdf',
};

/**
 * What a save may do to the stored content, checked before any file is stored (and again under
 * the course's lock): every submitted module and lesson id names a live row of this course, once;
 * a video or pdf lesson without a new upload keeps a stored file of the same type. A form that
 * was open while someone else saved gets `staleItem` and nothing is written.
 */
export function checkCourseContent(existing: readonly StoredModule[], modules: readonly ModuleInput[]) {
  const f = messages.courses.form;
  const moduleIds = new Set(existing.map((module) => module.id_module));
  const lessons = new Map(
    existing.flatMap((module) => module.lessons).map((lesson) => [lesson.id_lesson, lesson]),
  );
  const seen = new Set<string>();
  const stale: Record<string, string> = {};
  modules.forEach((module, m) => {
    if (module.id !== undefined) {
      if (!moduleIds.has(module.id) || seen.has(module.id)) stale[`modules.${m}.id`] = f.staleItem;
      seen.add(module.id);
    }
    module.lessons.forEach((lesson, l) => {
      if (lesson.id === undefined) return;
      if (!lessons.has(lesson.id) || seen.has(lesson.id)) stale[lessonField(m, l, 'id')] = f.staleItem;
      seen.add(lesson.id);
    });
  });
  if (Object.keys(stale).length > 0) throw new AppError('validation_failed', f.staleItem, stale);

  const missingFiles: Record<string, string> = {};
  modules.forEach((module, m) =>
    module.lessons.forEach((lesson, l) => {
      if (!FILE_LESSON_KINDS[lesson.contentType] || lesson.uploadId) return;
      const stored = lesson.id === undefined ? undefined : lessons.get(lesson.id);
      if (!stored?.content_url || stored.type_code !== lesson.contentType) {
        missingFiles[lessonField(m, l, 'uploadId')] = messages.uploads.lessonFileRequired;
      }
    }),
  );
  if (Object.keys(missingFiles).length > 0) {
    throw new AppError('validation_failed', messages.uploads.lessonFileRequired, missingFiles);
  }
}

/**
 * Every new file of a save, in the order they are stored: thumbnail, preview video, lesson
 * files, then the images text lessons name (lesson-images.ts).
 */
export function courseFileRequests(input: {
  thumbnailUploadId?: string;
  previewVideoUploadId?: string;
  modules: readonly ModuleInput[];
}): FileRequest[] {
  const requests: FileRequest[] = [];
  if (input.thumbnailUploadId) {
    requests.push({ field: 'thumbnailUploadId', uploadId: input.thumbnailUploadId, kind: 'thumbnail' });
  }
  if (input.previewVideoUploadId) {
    requests.push({
      field: 'previewVideoUploadId',
      uploadId: input.previewVideoUploadId,
      kind: 'previewVideo',
    });
  }
  input.modules.forEach((module, m) =>
    module.lessons.forEach((lesson, l) => {
      const kind = FILE_LESSON_KINDS[lesson.contentType];
      // An upload sent with a text or link lesson is not attached: that lesson has no file.
      if (kind && lesson.uploadId) {
        requests.push({ field: lessonField(m, l, 'uploadId'), uploadId: lesson.uploadId, kind });
      }
    }),
  );
  return [...requests, ...lessonImageRequests(input.modules)];
}
