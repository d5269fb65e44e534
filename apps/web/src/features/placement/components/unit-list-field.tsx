import { placementMessages as t, type Unit } from '@aula/shared';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { unitOption } from '@/lib/organisation/unit-options';

interface UnitListFieldProps {
  labels: { legend: string; hint: string; none: string; add: string };
  /** the units that may be chosen, in the tree's order */
  units: readonly Unit[];
  chosen: readonly string[];
  /** a unit not to offer (the primary one, for the additional units) */
  excluded?: string;
  error?: string;
  disabled: boolean;
  onChange: (ids: string[]) => void;
}

/**
 * A list of units to choose ('Unidades adicionales', 'Supervisa'): the chosen ones, each with its
 * 'Quitar', and a select that adds one (any unit offered but those already chosen).
 */
export function UnitListField({
  labels,
  units,
  chosen,
  excluded,
  error,
  disabled,
  onChange,
}: UnitListFieldProps) {
  const id = useId();
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const addable = units.filter((unit) => unit.id !== excluded && !chosen.includes(unit.id));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{labels.legend}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{labels.none}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {chosen.map((unitId) => {
            const name = byId.get(unitId)?.name ?? unitId;
            return (
              <li
                key={unitId}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-1 text-sm"
              >
                <span className="min-w-0 truncate">{name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={disabled}
                  aria-label={t.removeUnit(name)}
                  onClick={() => onChange(chosen.filter((other) => other !== unitId))}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Label htmlFor={`${id}-add`} className="sr-only">
        {labels.add}
      </Label>
      <NativeSelect
        id={`${id}-add`}
        value=""
        disabled={disabled || addable.length === 0}
        onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
      >
        <option value="">{labels.add}</option>
        {addable.map(unitOption).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {labels.hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
