import {
  messages,
  SECURITY_EVENT_OUTCOMES,
  SECURITY_EVENT_TYPES,
  type SecurityEventListQuery,
  securityLogMessages,
} from '@aula/shared';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { ListQueryChange } from '@/lib/list-query/use-address-list-query';
import { useSearchBox } from '@/lib/search/use-search-box';
import { eventTypeLabel } from '../lib/describe-security-event';
import { CLEARED_FILTERS, hasFilters } from '../lib/security-event-list-query';

const t = securityLogMessages.screen;
const TYPE_FILTERS = ['all', ...SECURITY_EVENT_TYPES] as const;
const OUTCOME_FILTERS = ['all', ...SECURITY_EVENT_OUTCOMES] as const;

interface SecurityEventFiltersProps {
  query: SecurityEventListQuery;
  onChange: ListQueryChange<SecurityEventListQuery>;
  /** what is wrong with the dates together (the end before the start), shown under 'Hasta' */
  rangeError: string | null;
}

/**
 * The log's filters, each applied at once: the kind of event, its outcome, a range of days, and
 * text matching who acted or whose account it concerned, sent once the admin pauses typing.
 */
export function SecurityEventFilters({ query, onChange, rangeError }: SecurityEventFiltersProps) {
  const id = useId();
  // Typing replaces the history entry: Back should not replay keystrokes.
  const [actor, setActor] = useSearchBox(query.actor ?? '', (next) =>
    onChange({ actor: next || undefined }, { replace: true }),
  );
  const [target, setTarget] = useSearchBox(query.target ?? '', (next) =>
    onChange({ target: next || undefined }, { replace: true }),
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">{messages.common.filters}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[16rem_10rem_1fr_1fr_10rem_10rem]">
        <FormField id={`${id}-type`} label={t.typeLabel}>
          {(field) => (
            <NativeSelect
              {...field}
              value={query.type}
              onChange={(event) => onChange({ type: event.target.value as SecurityEventListQuery['type'] })}
            >
              {TYPE_FILTERS.map((type) => (
                <option key={type} value={type}>
                  {type === 'all' ? t.typeAll : eventTypeLabel(type)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-outcome`} label={t.outcomeLabel}>
          {(field) => (
            <NativeSelect
              {...field}
              value={query.outcome}
              onChange={(event) =>
                onChange({ outcome: event.target.value as SecurityEventListQuery['outcome'] })
              }
            >
              {OUTCOME_FILTERS.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {outcome === 'all' ? t.outcomeAll : securityLogMessages.outcomes[outcome]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-actor`} label={t.actorLabel}>
          {(field) => (
            <SearchInput
              {...field}
              placeholder={t.actorPlaceholder}
              value={actor}
              onChange={(event) => setActor(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-target`} label={t.targetLabel}>
          {(field) => (
            <SearchInput
              {...field}
              placeholder={t.targetPlaceholder}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            />
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
