import { FormField } from './form-field';
import { Input } from './input';

interface DateRangeFieldsProps {
  /** a prefix for the two fields' ids, unique on the page */
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  /** calendar days, yyyy-MM-dd, as the address keeps them */
  from: string | undefined;
  to: string | undefined;
  /** what is wrong with the dates together (the end before the start), shown under the end */
  rangeError: string | null;
  /** a day chosen or cleared: only the field that changed */
  onChange: (change: { from: string | undefined } | { to: string | undefined }) => void;
}

/** 'Desde' and 'Hasta' of a list's filters: each limits the other's calendar. */
export function DateRangeFields({
  idPrefix,
  fromLabel,
  toLabel,
  from,
  to,
  rangeError,
  onChange,
}: DateRangeFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-from`} label={fromLabel}>
        {(field) => (
          <Input
            {...field}
            type="date"
            value={from ?? ''}
            max={to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-to`} label={toLabel} errors={[rangeError]}>
        {(field) => (
          <Input
            {...field}
            type="date"
            value={to ?? ''}
            min={from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        )}
      </FormField>
    </>
  );
}
