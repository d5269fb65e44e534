import { approveOrderSchema, type ApproveOrderInput, type Order, orderMessages } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFocusRefusedField } from '@/lib/forms/use-focus-refused-field';
import { useDecisionDialog, type DecisionCallbacks, type SendDecision } from '../hooks/use-decision-dialog';
import { FormDialogButtons, FormDialog } from '@/components/ui/form-dialog';

const t = orderMessages.admin;

function ApproveForm({ send }: { send: SendDecision<'note'> }) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ApproveOrderInput, unknown, { note: string | null }>({
    resolver: zodResolver(approveOrderSchema),
    defaultValues: { note: '' },
  });
  const focusRefused = useFocusRefusedField(isSubmitting, setFocus);

  const onSubmit = handleSubmit(async ({ note }) => {
    const refused = await send({ action: 'approve', note });
    for (const { name, message } of refused) setError(name, { type: 'server', message });
    focusRefused(refused[0]?.name);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <FormField id="approve-order-note" label={t.approveNote} errors={[errors.note?.message]}>
          {(field) => (
            <Textarea {...field} placeholder={t.approveNotePlaceholder} rows={3} {...register('note')} />
          )}
        </FormField>
      </fieldset>
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={t.approve}
        pendingLabel={t.approving}
        pending={isSubmitting}
      />
    </form>
  );
}

/**
 * 'Aprobar': the transfer arrived. The admin confirms it and may note, for instance, the
 * transfer's operation number, which the trail keeps.
 */
export function ApproveOrderDialog({ order, ...callbacks }: { order: Order } & DecisionCallbacks) {
  const { send, dialog } = useDecisionDialog({
    orderId: order.id,
    field: 'note',
    doneText: t.approved,
    ...callbacks,
  });
  return (
    <FormDialog
      triggerLabel={t.approve}
      triggerVariant="primary"
      title={t.approveTitle}
      description={t.approveText(order.code)}
      {...dialog}
    >
      <ApproveForm send={send} />
    </FormDialog>
  );
}
