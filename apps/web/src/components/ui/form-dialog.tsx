import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

interface FormDialogProps {
  /** the button that opens it; none when something else opens it (a menu's item) */
  triggerLabel?: string;
  triggerVariant?: ButtonProps['variant'];
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes once it closes; the trigger, unless the caller moves it */
  onCloseAutoFocus?: (event: Event) => void;
  /** how wide it may grow: 'md' for a field or two, 'lg' for a reason to write */
  size?: 'md' | 'lg';
  /** the dialog's form */
  children: ReactNode;
}

/**
 * A modal dialog that asks for one decision with a small form (an order's approval or rejection,
 * a code that confirms a change to the second factor): its question, what it will do, and the
 * form. Focus moves into it and stays there until it is answered or dismissed.
 */
export function FormDialog({
  triggerLabel,
  triggerVariant,
  title,
  description,
  open,
  onOpenChange,
  onCloseAutoFocus,
  size = 'lg',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {triggerLabel && (
        <Dialog.Trigger asChild>
          <Button variant={triggerVariant}>{triggerLabel}</Button>
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${size === 'md' ? 'max-w-md' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-lg`}
        >
          <div className="flex flex-col gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the dialog, for one with nothing to send. */
export const FormDialogClose = Dialog.Close;

/** The dialog's buttons: 'Cancelar' closes it; the other sends, saying so while it does. */
export function FormDialogButtons({
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
  destructive = false,
}: {
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="outline" disabled={pending}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
