import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** How each kind of code is typed: the app's digits on a phone's number pad; "either" as typed, a recovery code being letters too. */
const INPUT_HINTS = {
  app: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  any: { inputMode: 'text', autoComplete: 'off' },
} as const;

interface MfaCodeFieldProps {
  id: string;
  label: string;
  /** 'app': the authenticator's 6 digits only; 'any': those or a recovery code */
  kind: 'app' | 'any';
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A labelled field for a second-factor code, in a monospace face that tells 0 from O. */
export function MfaCodeField({ id, label, kind, error, registration }: MfaCodeFieldProps) {
  return (
    <FormField id={id} label={label} errors={[error]}>
      {(control) => (
        <Input
          {...control}
          {...INPUT_HINTS[kind]}
          autoCapitalize="off"
          spellCheck={false}
          required
          className="font-mono tracking-widest sm:max-w-xs"
          {...registration}
        />
      )}
    </FormField>
  );
}
