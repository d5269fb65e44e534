import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

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

/** A labelled password input with a button that shows or hides what was typed, as at sign-in. */
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
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} errors={[error]}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required
            className="pr-11"
            {...registration}
          />
          <Button
            variant="ghost"
            size="icon"
            className="absolute inset-y-0 right-0 h-10 text-muted-foreground hover:bg-transparent"
            aria-label={visible ? hideLabel : showLabel}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </Button>
        </div>
      )}
    </FormField>
  );
}
