import { courseFormMessages } from '@aula/shared';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { CourseFormValues } from '../lib/course-form-values';
import { UploadField } from './upload-field';

const t = courseFormMessages.media;

/**
 * Multimedia (docs/product/courses.md#media-tab): the main image (hint: JPG or PNG, 5MB, 1280x720
 * recommended) and the preview video. Each file uploads as soon as it is chosen; in edit mode the
 * saved files show until they are replaced.
 */
export function MediaTab() {
  const id = useId();
  const { control } = useFormContext<CourseFormValues>();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Controller
          control={control}
          name="thumbnail"
          render={({ field, fieldState }) => (
            <UploadField
              id={`${id}-thumbnail`}
              kind="thumbnail"
              label={t.thumbnailLabel}
              preview="image"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="previewVideo"
          render={({ field, fieldState }) => (
            <UploadField
              id={`${id}-preview-video`}
              kind="previewVideo"
              label={t.previewVideoLabel}
              preview="video"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </div>
  );
}
