import { messages } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { ReferenceItem } from '@/lib/reference/use-reference';

export interface SelectOption {
  value: string;
  label: string;
}

/** How most reference rows read: chosen by id, shown by name. */
const byIdAndName = (item: ReferenceItem): SelectOption => ({ value: item.id, label: item.name });

type ReferenceSelectProps<TValues extends FieldValues, TTransformed, TItem> = {
  id: string;
  label: string;
  placeholder: string;
  control: Control<TValues, unknown, TTransformed>;
  /** the form's field that holds the chosen option's value ('' for none) */
  name: FieldPath<TValues>;
  /** the list as loaded from the reference API (lib/reference/use-reference.ts) */
  query: UseQueryResult<TItem[]>;
  /** called after the user picks another option */
  onPicked?: (value: string) => void;
  /**
   * The select stays usable whatever its list does: its placeholder while the list loads, and a
   * failure says the connection failed, with no retry. Only 'Nuevo Usuario''s optional document
   * type works this way; every other select waits for its list.
   */
  optional?: boolean;
  className?: string;
} & (TItem extends ReferenceItem
  ? { toOption?: (item: TItem) => SelectOption }
  : { toOption: (item: TItem) => SelectOption });

/**
 * A form's select whose options come from the reference API. While they load it says so; when they
 * cannot be loaded it says that too and offers to try again, and the rest of the form keeps
 * working (docs/product/accounts.md#reference-lists, docs/product/courses.md#reference-data). It is
 * controlled, so a saved choice shows as soon as its option arrives.
 */
export function ReferenceSelect<TValues extends FieldValues, TTransformed, TItem>({
  id,
  label,
  placeholder,
  control,
  name,
  query,
  onPicked,
  optional = false,
  className,
  toOption = byIdAndName as (item: TItem) => SelectOption,
}: ReferenceSelectProps<TValues, TTransformed, TItem>) {
  const { field, fieldState } = useController({ control, name });
  const failed = query.isError;
  const waiting = !optional && query.isPending;
  const failure = failed
    ? optional
      ? messages.common.networkError
      : messages.common.optionsFailed
    : undefined;
  return (
    <FormField
      id={id}
      label={label}
      className={className}
      errors={[fieldState.error?.message, failure]}
      footer={
        failed &&
        !optional && (
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
      {(fieldControl) => (
        <NativeSelect
          {...fieldControl}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          aria-busy={waiting || undefined}
          disabled={waiting || (failed && !optional)}
        >
          <option value="">{waiting ? messages.common.optionsLoading : placeholder}</option>
          {query.data?.map(toOption).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
