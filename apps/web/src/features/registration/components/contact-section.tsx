import { messages } from '@aula/shared';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { RegistrationValues } from '../lib/registration-values';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from './form-section';
import { PrefixCombobox } from './prefix-combobox';

const r = messages.registration;

export function ContactSection() {
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  return (
    <FormSection title={r.sections.contact}>
      <Controller
        control={control}
        name="prefixCountry"
        render={({ field, fieldState }) => (
          <PrefixCombobox
            id={`${id}-prefix`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField id={`${id}-phone`} label={r.phoneLabel} errors={[errors.phone?.message]}>
        {(field) => (
          <Input
            {...field}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={r.phonePlaceholder}
            {...register('phone')}
          />
        )}
      </FormField>
    </FormSection>
  );
}
