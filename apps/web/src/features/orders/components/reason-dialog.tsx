import { orderDecisionSchema, type Order, type OrderDecisionInput, orderMessages } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFocusRefusedField } from '@/lib/forms/use-focus-refused-field';
import { useDecisionDialog, type DecisionCallbacks, type SendDecision } from '../hooks/use-decision-dialog';
import { FormDialogButtons, FormDialog } from '@/components/ui/form-dialog';

const t = orderMessages.admin;

/** The copy of each decision that must say why. */
const COPY = {
  reject: {
    trigger: t.reject,
    pending: t.rejecting,
    title: t.rejectTitle,
    text: t.rejectText,
    done: t.rejected,
  },
  refund: {
    trigger: t.refund,
    pending: t.refunding,
    title: t.refundTitle,
    text: t.refundText,
    done: t.refunded,
  },
} as const;

type ReasonAction = keyof typeof COPY;

function ReasonForm({ action, send }: { action: ReasonAction; send: SendDecision<'reason'> }) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<OrderDecisionInput>({
    resolver: zodResolver(orderDecisionSchema),
    defaultValues: { reason: '' },
  });
  const focusRefused = useFocusRefusedField(isSubmitting, setFocus);

  const onSubmit = handleSubmit(async ({ reason }) => {
    const refused = await send({ action, reason });
    for (const { name, message } of refused) setError(name, { type: 'server', message });
    focusRefused(refused[0]?.name);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <FormField
          id={`${action}-order-reason`}
          label={orderMessages.reason}
          errors={[errors.reason?.message]}
        >
          {(field) => <Textarea {...field} rows={3} aria-required {...register('reason')} />}
        </FormField>
      </fieldset>
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={COPY[action].trigger}
        pendingLabel={COPY[action].pending}
        pending={isSubmitting}
        destructive
      />
    </form>
  );
}

/**
 * 'Rechazar' a pending order (no payment arrived, or it did not match) or 'Reembolsar' an
 * approved one within the guarantee. Both say why: the student reads the reason.
 */
export function ReasonDialog({
  action,
  order,
  ...callbacks
}: { action: ReasonAction; order: Order } & DecisionCallbacks) {
  const copy = COPY[action];
  const { send, dialog } = useDecisionDialog({
    orderId: order.id,
    field: 'reason',
    doneText: copy.done,
    ...callbacks,
  });
  return (
    <FormDialog
      triggerLabel={copy.trigger}
      triggerVariant="outline"
      title={copy.title}
      description={copy.text(order.code)}
      {...dialog}
    >
      <ReasonForm action={action} send={send} />
    </FormDialog>
  );
}
