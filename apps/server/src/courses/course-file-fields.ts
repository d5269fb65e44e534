import type { LessonInput, UploadKind } from '@aula/shared';

/**
 * The names a course save's checks share: the steps that plan, check and store a save's files
 * (plan-course-content.ts, check-video-minutes.ts, lesson-images.ts, save-with-course-files.ts)
 * each import these from here, so none of them imports another just for a name.
 */

/** The request path of a lesson's field, as validation errors name it ('modules.0.lessons.2.uploadId'). */
export const lessonField = (moduleIndex: number, lessonIndex: number, field: keyof LessonInput) =>
  `modules.${moduleIndex}.lessons.${lessonIndex}.${field}`;

/** A finished upload a save attaches, named by the request field that brought it. */
export interface FileRequest {
  field: string;
  /** The form field a problem with the file is shown under, when not `field` (a text's image). */
  shownUnder?: string;
  uploadId: string;
  kind: UploadKind;
}
