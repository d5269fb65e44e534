import { messages } from '@aula/shared';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { useDocumentTypes } from '../api/use-reference-data';
import type { RegistrationValues } from '../lib/registration-values';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from './form-section';
import { ReferenceSelect } from './reference-select';

const r = messages.registration;

export function IdentificationSection() {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  return (
    <FormSection title={r.sections.identification}>
      <ReferenceSelect
        id={`${id}-document-type`}
        label={r.documentTypeLabel}
        placeholder={r.documentTypePlaceholder}
        query={useDocumentTypes()}
        toOption={(type) => ({ value: type.id, label: type.name })}
        registration={register('idDocumentType')}
        error={errors.idDocumentType?.message}
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
