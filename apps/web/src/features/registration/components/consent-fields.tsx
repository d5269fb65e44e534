import { messages } from '@aula/shared';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import type { RegistrationValues } from '../lib/registration-values';

const r = messages.registration;
const linkClass =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The terms checkbox (required) and the marketing one (optional). They are controlled: a
 * native checkbox that the form disables while sending would otherwise read as unchecked.
 */
export function ConsentFields() {
  const id = useId();
  const { control } = useFormContext<RegistrationValues>();
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => {
          const errorId = `${id}-terms-error`;
          return (
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-terms`}
                  ref={field.ref}
                  name={field.name}
                  className="mt-0.5"
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? errorId : undefined}
                />
                <label htmlFor={`${id}-terms`} className="text-sm leading-snug">
                  {r.termsBefore}
                  {/* A new tab, so that reading the terms never loses what the user has typed here. */}
                  <Link to="/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {r.termsLink}
                  </Link>
                  {r.termsBetween}
                  <Link to="/privacy" target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {r.privacyLink}
                  </Link>
                </label>
              </div>
              {fieldState.error?.message && (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          );
        }}
      />
      <Controller
        control={control}
        name="acceptMarketing"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-marketing`}
              ref={field.ref}
              name={field.name}
              className="mt-0.5"
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${id}-marketing`} className="text-sm leading-snug">
              {r.marketing}
            </label>
          </div>
        )}
      />
    </div>
  );
}
