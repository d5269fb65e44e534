import { courseFormMessages, LESSON_CONTENT_CODES, messages } from '@aula/shared';
import { Controller, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { CourseFormValues, LessonFormValue } from '../lib/course-form-values';
import { FormField } from '@/components/ui/form-field';
import type { LessonPath } from '../lib/course-form-values';
import { TextLessonEditor } from './text-lesson-editor';
import { UploadField } from './upload-field';

const l = messages.courseContent.lesson;

interface LessonContentFieldProps {
  path: LessonPath;
  lessonKey: string;
  errors: FieldErrors<LessonFormValue> | undefined;
}

/**
 * The lesson's content, by its type: a video or a PDF file, formatted text, or
 * the URL of an external resource. Nothing until a type is chosen.
 */
export function LessonContentField({ path, lessonKey, errors }: LessonContentFieldProps) {
  const { control, register } = useFormContext<CourseFormValues>();
  const type = useWatch({ control, name: `${path}.contentType` });

  switch (type) {
    case LESSON_CONTENT_CODES.video:
    case LESSON_CONTENT_CODES.pdf: {
      const video = type === LESSON_CONTENT_CODES.video;
      return (
        <Controller
          control={control}
          name={`${path}.file`}
          render={({ field, fieldState }) => (
            <UploadField
              // A new type is a new field: no upload state carries over from the other kind.
              key={type}
              id={`${lessonKey}-file`}
              kind={video ? 'lessonVideo' : 'lessonPdf'}
              label={video ? l.videoLabel : l.pdfLabel}
              preview={video ? 'video' : 'pdf'}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    }
    case LESSON_CONTENT_CODES.text:
      return (
        <Controller
          control={control}
          name={`${path}.contentText`}
          render={({ field }) => (
            <FormField
              id={`${lessonKey}-text`}
              label={l.textLabel}
              hint={courseFormMessages.textEditor.hint}
              errors={[errors?.contentText?.message]}
            >
              {/* Markdown, stored as typed; the player formats it and never runs it as HTML. */}
              {(control) => (
                <TextLessonEditor
                  control={control}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
      );
    case LESSON_CONTENT_CODES.externalLink:
      return (
        <FormField id={`${lessonKey}-url`} label={l.urlLabel} errors={[errors?.contentUrl?.message]}>
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={l.urlPlaceholder}
              {...register(`${path}.contentUrl`)}
            />
          )}
        </FormField>
      );
    default:
      return null;
  }
}
