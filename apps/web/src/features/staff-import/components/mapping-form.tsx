import { STAFF_IMPORT_FIELDS, type StaffImportPlan, staffImportMessages as m } from '@aula/shared';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { MappingField } from './mapping-field';
import { PlanOption } from './plan-option';

const t = m.mapping;

interface MappingFormProps {
  headers: readonly string[];
  plan: StaffImportPlan;
  onChange: (plan: StaffImportPlan) => void;
  onSubmit: () => void;
  pending: boolean;
  /** why the server refused the last review, and its word on each field ('mapping.email') */
  refusal: { message: string; fields: Record<string, string> } | null;
}

/**
 * 'Columnas' (docs/product/staff-import.md#the-file): which column of the file holds
 * each datum, proposed from the headers, and the two options. 'Revisar' runs the dry run.
 */
export function MappingForm({ headers, plan, onChange, onSubmit, pending, refusal }: MappingFormProps) {
  return (
    <SectionCard title={t.heading} description={t.hint}>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="flex flex-col">
          <p className="text-xs text-muted-foreground">{t.requiredMark}</p>
          <div
            aria-hidden
            className="hidden border-b border-border pt-4 pb-2 text-sm text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] sm:gap-6"
          >
            <span>{t.field}</span>
            <span>{t.column}</span>
          </div>
          <ul className="divide-y divide-border">
            {STAFF_IMPORT_FIELDS.map((field) => (
              <MappingField
                key={field}
                field={field}
                headers={headers}
                value={plan.mapping[field]}
                error={refusal?.fields[`mapping.${field}`]}
                onChange={(column) => onChange({ ...plan, mapping: { ...plan.mapping, [field]: column } })}
              />
            ))}
          </ul>
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-semibold">{t.options}</legend>
          <PlanOption
            id="staff-import-create-units"
            label={t.createUnits}
            hint={t.createUnitsHint}
            checked={plan.createUnits}
            onChange={(createUnits) => onChange({ ...plan, createUnits })}
          />
          <PlanOption
            id="staff-import-full-roster"
            label={t.fullRoster}
            hint={t.fullRosterHint}
            checked={plan.fullRoster}
            onChange={(fullRoster) => onChange({ ...plan, fullRoster })}
          />
        </fieldset>
        <FormAlert message={refusal?.message ?? null} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t.previewing : t.preview}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
