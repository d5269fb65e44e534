import { messages } from '@aula/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceSelect } from '@/components/reference-select';
import { useReferenceList, useSpecialties } from '@/lib/reference/use-reference';
import type { RegistrationValues } from '../lib/registration-values';
import { FormSection } from './form-section';

const r = messages.registration;

export function ProfessionalSection() {
  const id = useId();
  const { control, setValue, clearErrors } = useFormContext<RegistrationValues>();
  const industryId = useWatch({ control, name: 'idIndustry' });
  const specialties = useSpecialties(industryId);

  return (
    <FormSection title={r.sections.professional}>
      <ReferenceSelect
        id={`${id}-industry`}
        label={r.industryLabel}
        placeholder={r.industryPlaceholder}
        control={control}
        name="idIndustry"
        query={useReferenceList('industries')}
        // A specialty belongs to one area: a new area starts the specialty afresh.
        onPicked={() => {
          setValue('idSpecialty', '');
          clearErrors('idSpecialty');
        }}
      />
      {industryId !== '' && (
        <ReferenceSelect
          id={`${id}-specialty`}
          label={r.specialtyLabel}
          placeholder={r.specialtyPlaceholder}
          control={control}
          name="idSpecialty"
          query={specialties}
        />
      )}
    </FormSection>
  );
}
