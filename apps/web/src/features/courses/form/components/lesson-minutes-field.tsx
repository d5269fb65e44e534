import {
  courseFormMessages,
  formatVideoLength,
  LESSON_CONTENT_CODES,
  messages,
  videoMinutes,
  videoMinutesFit,
  videoMinutesRange,
} from '@aula/shared';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CourseFormValues } from '../lib/course-form-values';
import type { LessonPath } from '../lib/course-form-values';

const v = courseFormMessages.videoLength;

/**
 * The lesson's minutes. For a video they are a fact of its file (docs/product/lesson-durations.md):
 * a new video sets them to its length, the field says that length, and only its rounding down
 * or up is accepted here as the server will on Save.
 */
export function LessonMinutesField({
  path,
  lessonKey,
  error,
}: {
  path: LessonPath;
  lessonKey: string;
  error: string | undefined;
}) {
  const { control, register, setValue, getValues } = useFormContext<CourseFormValues>();
  const [contentType, minutes, uploadId, seconds] = useWatch({
    control,
    name: [
      `${path}.contentType`,
      `${path}.estimatedDurationMinutes`,
      `${path}.file.uploadId`,
      `${path}.file.videoSeconds`,
    ],
  });
  const isVideo = contentType === LESSON_CONTENT_CODES.video;
  const length = isVideo && seconds != null ? seconds : null;

  // A new video brings its length: minutes that do not fit it start from it.
  useEffect(() => {
    if (!uploadId || seconds == null) return;
    if (videoMinutesFit(seconds, getValues(`${path}.estimatedDurationMinutes`))) return;
    setValue(`${path}.estimatedDurationMinutes`, videoMinutes(seconds), {
      shouldDirty: true,
      shouldValidate: true,
    });
  }, [uploadId, seconds, path, getValues, setValue]);

  const range = length !== null ? videoMinutesRange(length) : null;
  const mismatch =
    length !== null && range && Number.isFinite(minutes) && !videoMinutesFit(length, minutes)
      ? v.mismatch(formatVideoLength(length), range.min, range.max)
      : undefined;
  const hint =
    length !== null ? v.read(formatVideoLength(length)) : isVideo && uploadId ? v.unreadable : undefined;

  return (
    <FormField
      id={`${lessonKey}-minutes`}
      label={messages.courseContent.lesson.minutesLabel}
      hint={hint}
      errors={[error, mismatch]}
    >
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={range?.min ?? 0}
          max={range?.max}
          step={1}
          {...register(`${path}.estimatedDurationMinutes`, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}
