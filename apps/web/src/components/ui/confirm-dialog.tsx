import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes once it closes; where it was before it opened, unless the caller moves it */
  onCloseAutoFocus?: (event: Event) => void;
  /** shown under the description, such as why the last answer was refused */
  children?: ReactNode;
}

/** A modal question with two answers; focus stays inside until it is answered or dismissed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={props.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-lg"
        >
          <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            {props.description}
          </Dialog.Description>
          {props.children && <div className="mt-4">{props.children}</div>}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={props.pending}>
                {props.cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              variant={props.destructive ? 'destructive' : 'primary'}
              disabled={props.pending}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
