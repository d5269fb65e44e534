import { messages } from '@aula/shared';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { serverErrors } from '@/lib/forms/server-errors';
import { useDecideOrder, type OrderDecision } from '../api/decide-order';

export interface DecisionCallbacks {
  /**
   * The server answered: null when it took the decision, else its reason for refusing it (409:
   * another admin decided first; 422: the refund window closed; no connection), to keep on the page.
   */
  onAnswered: (refusal: string | null) => void;
  /**
   * The dialog has closed after a decision, taken or refused. The button that opened it may be gone
   * with the order's new state, so the page, not the dialog, says where the focus goes.
   */
  onClosedAfterDecision: () => void;
}

/** Sends a decision; answers the server's messages for the form's field when the dialog stays open, else []. */
export type SendDecision<Field extends string> = (
  decision: OrderDecision,
) => Promise<{ name: Field; message: string }[]>;

interface DecisionDialogOptions<Field extends string> extends DecisionCallbacks {
  orderId: string;
  /** the form's one field, under which the server's verdict on it shows */
  field: Field;
  /** the toast once the server has taken the decision */
  doneText: string;
}

/**
 * The life of one decision's dialog. While the request runs it cannot be dismissed. A verdict on
 * the form's field keeps it open with the message under the field; any other answer closes it.
 */
export function useDecisionDialog<Field extends string>({
  orderId,
  field,
  doneText,
  onAnswered,
  onClosedAfterDecision,
}: DecisionDialogOptions<Field>) {
  const decide = useDecideOrder(orderId);
  const [open, setOpen] = useState(false);
  const decided = useRef(false);

  const send: SendDecision<Field> = async (decision) => {
    try {
      await decide.mutateAsync(decision);
      toast.success(doneText);
      onAnswered(null);
    } catch (error) {
      const refused = serverErrors(error, [field]);
      if (refused.fields.length > 0) return refused.fields;
      onAnswered(refused.form ?? messages.common.unexpectedError);
    }
    decided.current = true;
    setOpen(false);
    return [];
  };

  return {
    send,
    dialog: {
      open,
      onOpenChange: (next: boolean) => {
        if (!decide.isPending) setOpen(next);
      },
      onCloseAutoFocus: (event: Event) => {
        if (!decided.current) return;
        decided.current = false;
        event.preventDefault();
        onClosedAfterDecision();
      },
    },
  };
}
