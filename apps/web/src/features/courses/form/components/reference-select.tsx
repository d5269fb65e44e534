import { courseFormMessages, messages } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { ReferenceItem } from '@/features/courses/api/course-reference-data';
import type { CourseFormValues } from '../lib/course-form-values';
import { FormField } from '@/components/ui/form-field';

const t = courseFormMessages.basic;

type ReferenceField = 'coinId' | 'languageId' | 'difficultyLevelId' | 'industryId' | 'specialtyId';

interface ReferenceSelectProps {
  id: string;
  name: ReferenceField;
  label: string;
  placeholder: string;
  /** the list as loaded from the API */
  query: UseQueryResult<ReferenceItem[]>;
  optionLabel?: (item: ReferenceItem) => string;
  /** called after the user picks another option */
  onPicked?: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A select whose options come from the API. While they load it says so; when they cannot be
 * loaded it says that too and offers to try again, and the rest of the form keeps working.
 * It is controlled, so a saved choice shows as soon as its option arrives.
 */
export function ReferenceSelect({
  id,
  name,
  label,
  placeholder,
  query,
  optionLabel = (item) => item.name,
  onPicked,
  disabled,
  className,
}: ReferenceSelectProps) {
  const { control } = useFormContext<CourseFormValues>();
  const { field, fieldState } = useController({ control, name });
  const failed = query.isError;
  return (
    <FormField
      id={id}
      label={label}
      className={className}
      errors={[fieldState.error?.message, failed ? t.optionsFailed : undefined]}
      footer={
        failed && (
          <Button
            variant="outline"
            className="self-start"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden className="size-4" />
            {messages.common.retry}
          </Button>
        )
      }
    >
      {(control) => (
        <NativeSelect
          {...control}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          aria-busy={query.isPending || undefined}
          disabled={disabled || query.isPending || failed}
        >
          <option value="">{query.isPending ? t.optionsLoading : placeholder}</option>
          {query.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {optionLabel(item)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
