import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

interface PasswordFieldProps {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  showLabel: string;
  hideLabel: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}

/** A labelled, required password input with its show/hide button, its hint and its error. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  showLabel,
  hideLabel,
  autoComplete,
  registration,
}: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} errors={[error]}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          required
          showLabel={showLabel}
          hideLabel={hideLabel}
          {...registration}
        />
      )}
    </FormField>
  );
}
