import { type Order, orderMessages } from '@aula/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelOrder } from '../api/cancel-order';

const t = orderMessages.mine;

/**
 * 'Cancelar pedido' for the student's own order while it awaits payment (decision 0012). The
 * dialog warns not to cancel after transferring: the academy would then confirm a payment for an
 * order that no longer stands.
 */
export function CancelOrderButton({ order }: { order: Pick<Order, 'id' | 'code'> }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        {t.cancel}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.cancelTitle}
        description={t.cancelText(order.code)}
        confirmLabel={cancel.isPending ? t.cancelling : t.cancel}
        cancelLabel={t.keep}
        destructive
        pending={cancel.isPending}
        onOpenChange={(next) => {
          if (!cancel.isPending) setOpen(next);
        }}
        onConfirm={() => cancel.mutate(order.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
