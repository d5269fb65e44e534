import {
  courseFormMessages,
  formatVideoLength,
  LESSON_CONTENT_CODES,
  videoMinutesFit,
  videoMinutesRange,
  type LessonInput,
  type ModuleInput,
} from '@aula/shared';
import { AppError } from '../core/app-error';
import type { StoredModule } from './find-course-content';
import { lessonField } from './course-file-fields';

/** New videos' lengths in seconds, by the request field of their upload ('modules.0.lessons.1.uploadId'). */
export type VideoSecondsByField = ReadonlyMap<string, number>;

/**
 * Every video lesson's minutes are its file's length rounded down or up
 * (docs/product/lesson-durations.md): a new upload's length as just read, or the stored one for a
 * lesson that keeps its file. A video whose length is unknown (its file did not say) is left to
 * the instructor. Each lesson that breaks the rule is named under its minutes field.
 */
export function checkVideoMinutes(
  modules: readonly ModuleInput[],
  newVideoSeconds: VideoSecondsByField,
  existing: readonly StoredModule[] = [],
) {
  const storedSeconds = new Map(
    existing.flatMap((module) => module.lessons).map((lesson) => [lesson.id_lesson, lesson.duration_seconds]),
  );
  const secondsOf = (lesson: LessonInput, m: number, l: number) =>
    lesson.uploadId
      ? newVideoSeconds.get(lessonField(m, l, 'uploadId'))
      : lesson.id
        ? storedSeconds.get(lesson.id)
        : undefined;

  const refusals: Record<string, string> = {};
  modules.forEach((module, m) =>
    module.lessons.forEach((lesson, l) => {
      if (lesson.contentType !== LESSON_CONTENT_CODES.video) return;
      const seconds = secondsOf(lesson, m, l);
      if (seconds == null || videoMinutesFit(seconds, lesson.estimatedDurationMinutes)) return;
      const { min, max } = videoMinutesRange(seconds);
      refusals[lessonField(m, l, 'estimatedDurationMinutes')] = courseFormMessages.videoLength.mismatch(
        formatVideoLength(seconds),
        min,
        max,
      );
    }),
  );
  const [first] = Object.values(refusals);
  if (first) throw new AppError('validation_failed', first, refusals);
}
