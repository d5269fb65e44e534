import { messages } from '@aula/shared';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { ReferenceSelect } from '@/components/reference-select';
import { Input } from '@/components/ui/input';
import { useReferenceList } from '@/lib/reference/use-reference';
import type { RegistrationValues } from '../lib/registration-values';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from './form-section';

const r = messages.registration;

export function IdentificationSection() {
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  return (
    <FormSection title={r.sections.identification}>
      <ReferenceSelect
        id={`${id}-document-type`}
        label={r.documentTypeLabel}
        placeholder={r.documentTypePlaceholder}
        control={control}
        name="idDocumentType"
        query={useReferenceList('identity-document-types')}
      />
      <FormField id={`${id}-doi`} label={r.doiLabel} errors={[errors.doi?.message]}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="off"
            placeholder={r.doiPlaceholder}
            {...register('doi')}
          />
        )}
      </FormField>
    </FormSection>
  );
}
