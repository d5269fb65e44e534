import { messages } from '@aula/shared';
import { useFormContext, useWatch, type FieldPathByValue } from 'react-hook-form';
import { cn } from '@/lib/utils/cn';
import type { CourseFormValues } from '../lib/course-form-values';

/** "12/120" under a text field; only this re-renders as the user types. */
export function TextCounter({
  name,
  max,
}: {
  name: FieldPathByValue<CourseFormValues, string | undefined>;
  max: number;
}) {
  const { control } = useFormContext<CourseFormValues>();
  const length = useWatch({ control, name, compute: (value: string | undefined) => value?.length ?? 0 });
  return (
    <span className={cn('tabular-nums', length > max && 'font-medium text-destructive')}>
      {messages.courseContent.counter(length, max)}
    </span>
  );
}
