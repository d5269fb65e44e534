import { messages, placementMessages, type UserListQuery } from '@aula/shared';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { usePositions, useUnitTree } from '@/lib/organisation/organisation-lists';
import { unitOption } from '@/lib/organisation/unit-options';
import { useReferenceList } from '@/lib/reference/use-reference';
import type { UserListChange } from '../lib/user-list-query';

const t = placementMessages.filters;

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  hint?: string;
  /** while its list loads: a chosen value would otherwise read as 'all' */
  loading: boolean;
  onChange: (value: string | undefined) => void;
}

function FilterSelect({ label, allLabel, value, options, hint, loading, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        disabled={loading}
        aria-busy={loading}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{loading ? messages.common.loading : allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The admin's filters by place in the organisation (docs/product/organisation.md#a-persons-place):
 * a unit with everything below it, a position, a profession. The lists load when the sheet opens;
 * archived units and positions stay choosable, since people may still hold them.
 */
export function OrganisationFilters({
  query,
  onChange,
}: {
  query: UserListQuery;
  onChange: (change: UserListChange) => void;
}) {
  const units = useUnitTree();
  const positions = usePositions();
  const professions = useReferenceList('industries');
  if (units.isError || positions.isError) {
    return (
      <LoadError
        message={t.listError}
        retryLabel={messages.common.retry}
        onRetry={() => void Promise.all([units.refetch(), positions.refetch()])}
      />
    );
  }
  return (
    <>
      <FilterSelect
        label={t.unitLabel}
        allLabel={t.unitAll}
        hint={t.unitHint}
        loading={units.isPending}
        value={query.unit}
        options={(units.data?.items ?? []).map(unitOption)}
        onChange={(unit) => onChange({ unit })}
      />
      <FilterSelect
        label={t.positionLabel}
        allLabel={t.positionAll}
        loading={positions.isPending}
        value={query.position}
        options={(positions.data?.items ?? []).map((position) => ({
          value: position.id,
          label: position.name,
        }))}
        onChange={(position) => onChange({ position })}
      />
      <FilterSelect
        label={t.professionLabel}
        allLabel={t.professionAll}
        loading={professions.isPending}
        value={query.profession}
        options={(professions.data ?? []).map((profession) => ({
          value: profession.id,
          label: profession.name,
        }))}
        onChange={(profession) => onChange({ profession })}
      />
    </>
  );
}
