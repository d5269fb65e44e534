import type { ReactNode } from 'react';
import { Label } from './label';
import { cn } from '@/lib/utils/cn';

/** What a control needs to be tied to its label, its hint and its errors. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** a hint under the control, such as a counter or a rule */
  hint?: ReactNode;
  /** the messages to show in red under the field; blanks and repeats are dropped */
  errors?: readonly (string | undefined | null)[];
  /** extra content under the control, such as a retry button */
  footer?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field: the label is tied to the control, and its errors and hint describe it,
 * so a screen reader reads the rule that is broken when the field gets the focus.
 */
export function FormField({ id, label, hint, errors = [], footer, className, children }: FormFieldProps) {
  const shown = [...new Set(errors.filter((message): message is string => Boolean(message)))];
  const errorIds = shown.map((_, index) => `${id}-error-${index}`);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [...errorIds, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': shown.length > 0 || undefined, 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {shown.map((message, index) => (
        <p key={message} id={errorIds[index]} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ))}
      {footer}
    </div>
  );
}
