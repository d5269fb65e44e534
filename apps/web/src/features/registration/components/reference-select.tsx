import { messages } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { FormField } from '@/components/ui/form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface ReferenceSelectProps<T> {
  id: string;
  label: string;
  placeholder: string;
  /** the list as loaded from the API */
  query: UseQueryResult<T[]>;
  toOption: (item: T) => SelectOption;
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}

const r = messages.registration;

/**
 * A select whose options come from the API. While they load it says so; when they cannot be
 * loaded it says that too and offers to try again, and the rest of the form keeps working.
 */
export function ReferenceSelect<T>({
  id,
  label,
  placeholder,
  query,
  toOption,
  registration,
  error,
  className,
}: ReferenceSelectProps<T>) {
  const options = query.data?.map(toOption) ?? [];
  const failed = query.isError;
  return (
    <FormField
      id={id}
      label={label}
      className={className}
      errors={[error, failed ? r.optionsFailed : undefined]}
      footer={
        failed && (
          <Button
            variant="outline"
            className="self-start"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden className="size-4" />
            {r.retry}
          </Button>
        )
      }
    >
      {(control) => (
        <NativeSelect
          {...control}
          {...registration}
          aria-busy={query.isPending || undefined}
          disabled={query.isPending || failed}
        >
          <option value="">{query.isPending ? r.optionsLoading : placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
