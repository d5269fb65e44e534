import type { ReactNode } from 'react';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';

interface ChoiceFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** the messages to show in red under the choice; blanks and repeats are dropped */
  errors?: readonly (string | undefined)[];
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A checkbox or a switch with its label beside it, and its hint and errors under both: the control
 * is described by them, as a FormField's is.
 */
export function ChoiceField({ id, label, hint, errors = [], children }: ChoiceFieldProps) {
  const shown = [...new Set(errors.filter((message): message is string => Boolean(message)))];
  const errorIds = shown.map((_, index) => `${id}-error-${index}`);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [...errorIds, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-start gap-3">
        {children({ id, 'aria-invalid': shown.length > 0 || undefined, 'aria-describedby': describedBy })}
        <Label htmlFor={id} className="pt-0.5 leading-snug">
          {label}
        </Label>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {shown.map((message, index) => (
        <p key={message} id={errorIds[index]} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ))}
    </div>
  );
}
