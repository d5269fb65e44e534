import { useRef, useState } from 'react';

/**
 * The open state of a dialog that sends a form: it cannot be dismissed while its request runs,
 * and once the form succeeded the focus is left to the page, since what replaces the dialog's
 * trigger (a panel of new codes, a card in its new state) takes it.
 */
export function useFormDialog(pending: boolean) {
  const [open, setOpen] = useState(false);
  const succeeded = useRef(false);
  return {
    dialogProps: {
      open,
      onOpenChange: (next: boolean) => {
        if (!pending) setOpen(next);
      },
      onCloseAutoFocus: (event: Event) => {
        if (succeeded.current) event.preventDefault();
        succeeded.current = false;
      },
    },
    /** The form succeeded: the dialog closes and leaves the focus where the page puts it. */
    closeAfterSuccess: () => {
      succeeded.current = true;
      setOpen(false);
    },
  };
}
