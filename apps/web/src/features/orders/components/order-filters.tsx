import { messages, ORDER_STATUSES, type OrderListQuery, orderMessages } from '@aula/shared';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { ListQueryChange } from '@/lib/list-query/use-address-list-query';
import { useSearchBox } from '@/lib/search/use-search-box';
import { CLEARED_FILTERS, hasFilters } from '../lib/order-list-query';

const t = orderMessages.admin;
const STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

const statusLabel = (status: StatusFilter) => (status === 'all' ? t.statusAll : orderMessages.status[status]);

interface OrderFiltersProps {
  query: OrderListQuery;
  onChange: ListQueryChange<OrderListQuery>;
  /** what is wrong with the dates together (the end before the start), shown under 'Hasta' */
  rangeError: string | null;
}

/**
 * The list's filters, each applied at once: the state, a range of days the order was placed, and
 * text matching the student (names or email) or a course title, sent once the admin pauses typing.
 */
export function OrderFilters({ query, onChange, rangeError }: OrderFiltersProps) {
  const id = useId();
  // Typing replaces the history entry: Back should not replay keystrokes.
  const [student, setStudent] = useSearchBox(query.student ?? '', (next) =>
    onChange({ student: next || undefined }, { replace: true }),
  );
  const [course, setCourse] = useSearchBox(query.course ?? '', (next) =>
    onChange({ course: next || undefined }, { replace: true }),
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">{messages.common.filters}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[12rem_10rem_10rem_1fr_1fr]">
        <FormField id={`${id}-status`} label={t.statusLabel}>
          {(field) => (
            <NativeSelect
              {...field}
              value={query.status}
              onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
            >
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <DateRangeFields
          idPrefix={id}
          fromLabel={t.fromLabel}
          toLabel={t.toLabel}
          from={query.from}
          to={query.to}
          rangeError={rangeError}
          onChange={onChange}
        />
        <FormField id={`${id}-student`} label={t.studentLabel}>
          {(field) => (
            <SearchInput
              {...field}
              placeholder={t.studentPlaceholder}
              value={student}
              onChange={(event) => setStudent(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-course`} label={t.courseLabel}>
          {(field) => (
            <SearchInput
              {...field}
              placeholder={t.coursePlaceholder}
              value={course}
              onChange={(event) => setCourse(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button
        variant="ghost"
        className="self-start"
        disabled={!hasFilters(query)}
        onClick={() => onChange(CLEARED_FILTERS)}
      >
        <X aria-hidden className="size-4" />
        {t.clearFilters}
      </Button>
    </fieldset>
  );
}
