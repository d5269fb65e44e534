import { messages } from '@aula/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIndustries, useSpecialties } from '../api/use-reference-data';
import type { RegistrationValues } from '../lib/registration-values';
import { FormSection } from './form-section';
import { ReferenceSelect } from './reference-select';

const r = messages.registration;

export function ProfessionalSection() {
  const id = useId();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  const industryId = useWatch({ control, name: 'idIndustry' });
  const specialties = useSpecialties(industryId);

  return (
    <FormSection title={r.sections.professional}>
      <ReferenceSelect
        id={`${id}-industry`}
        label={r.industryLabel}
        placeholder={r.industryPlaceholder}
        query={useIndustries()}
        toOption={(industry) => ({ value: industry.id, label: industry.name })}
        registration={register('idIndustry', {
          // A specialty belongs to one area: a new area starts the specialty afresh.
          onChange: () => {
            setValue('idSpecialty', '');
            clearErrors('idSpecialty');
          },
        })}
        error={errors.idIndustry?.message}
      />
      {industryId !== '' && (
        <ReferenceSelect
          id={`${id}-specialty`}
          label={r.specialtyLabel}
          placeholder={r.specialtyPlaceholder}
          query={specialties}
          toOption={(specialty) => ({ value: specialty.id, label: specialty.name })}
          registration={register('idSpecialty')}
          error={errors.idSpecialty?.message}
        />
      )}
    </FormSection>
  );
}
