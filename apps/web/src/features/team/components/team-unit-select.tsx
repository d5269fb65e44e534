import { messages, teamMessages as t } from '@aula/shared';
import { RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useTeamUnits } from '../api/list-team-units';
import { teamUnitOptions } from '../lib/team-unit-options';

interface TeamUnitSelectProps {
  id: string;
  /** the unit the address holds; none for the whole team */
  value: string | undefined;
  onChange: (unit: string | undefined) => void;
}

/**
 * 'Unidad': one of the supervisor's units, with the units below it. Until the list comes (or when
 * it cannot), the select waits: a unit chosen in the address would otherwise read as 'all'.
 */
export function TeamUnitSelect({ id, value, onChange }: TeamUnitSelectProps) {
  const units = useTeamUnits();
  const options = useMemo(() => teamUnitOptions(units.data?.items ?? []), [units.data]);
  const waiting = !units.data;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t.unitLabel}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        disabled={waiting}
        aria-busy={units.isPending}
        aria-describedby={units.isError ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{units.isPending ? messages.common.loading : t.unitAll}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {units.isError && (
        <div className="flex flex-wrap items-center gap-2">
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {t.unitsLoadError}
          </p>
          <Button variant="outline" disabled={units.isFetching} onClick={() => void units.refetch()}>
            <RotateCw aria-hidden className="size-4" />
            {t.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
