import { organisationMessages, UNIT_KINDS, type UpdateUnitInput } from '@aula/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const m = organisationMessages;
const t = m.screen.units;

/** The fields a unit's forms share, whichever sends them. */
export const UNIT_FIELDS = ['name', 'kind', 'code'] as const;

interface UnitFieldsProps {
  idPrefix: string;
  register: UseFormRegister<UpdateUnitInput>;
  errors: FieldErrors<UpdateUnitInput>;
  /** the kind it starts with; no kind field for the academy, which keeps its own */
  kind: UpdateUnitInput['kind'] | null;
}

/** A unit's name, kind and code, with the rule a code follows. */
export function UnitFields({ idPrefix, register, errors, kind }: UnitFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t.name} errors={[errors.name?.message]}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      {kind && (
        <FormField id={`${idPrefix}-kind`} label={t.kind} errors={[errors.kind?.message]}>
          {(field) => (
            // React selects the starting option on mount; register() alone left the first one shown under happy-dom.
            <NativeSelect {...field} defaultValue={kind} {...register('kind')}>
              {UNIT_KINDS.map((choice) => (
                <option key={choice} value={choice}>
                  {m.kinds[choice]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <FormField
        id={`${idPrefix}-code`}
        label={t.codeLabel}
        hint={t.codeHint}
        errors={[errors.code?.message]}
      >
        {(field) => <Input {...field} autoComplete="off" {...register('code')} />}
      </FormField>
    </>
  );
}
