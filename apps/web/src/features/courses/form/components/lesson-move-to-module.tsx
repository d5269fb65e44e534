import { messages } from '@aula/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { useContentTab } from '../lib/content-tab-context';
import type { CourseFormValues } from '../lib/course-form-values';
import { FormField } from '@/components/ui/form-field';
import type { LessonPath } from '../lib/course-form-values';

const l = messages.courseContent.lesson;

interface LessonMoveToModuleProps {
  path: LessonPath;
  lessonKey: string;
  moduleIndex: number;
  moduleCount: number;
  lessonIndex: number;
}

/**
 * Moves the lesson to the end of another module. Not while its file uploads: the lesson's
 * editor is rebuilt in the other module, and the upload would stop.
 */
export function LessonMoveToModule({
  path,
  lessonKey,
  moduleIndex,
  moduleCount,
  lessonIndex,
}: LessonMoveToModuleProps) {
  const { control } = useFormContext<CourseFormValues>();
  const { moveLessonToModule } = useContentTab();
  const uploading = useWatch({ control, name: `${path}.file.uploading` }) ?? false;
  if (moduleCount < 2) return null;

  return (
    <FormField
      id={`${lessonKey}-move`}
      label={l.moveToModule}
      hint={uploading ? l.moveToModuleBlocked : undefined}
    >
      {(field) => (
        <NativeSelect
          {...field}
          value=""
          disabled={uploading}
          onChange={(event) => {
            const target = Number(event.target.value);
            if (event.target.value !== '' && target !== moduleIndex)
              moveLessonToModule(moduleIndex, lessonIndex, target);
          }}
        >
          <option value="">{l.moveToModulePlaceholder}</option>
          {Array.from({ length: moduleCount }, (_, index) => index)
            .filter((index) => index !== moduleIndex)
            .map((index) => (
              <option key={index} value={index}>
                {l.moveToModuleOption(index + 1)}
              </option>
            ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
