import {
  paymentSettingsInputSchema,
  type PaymentSettings,
  type PaymentSettingsInput,
  orderMessages,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format-date';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { fullName } from '../lib/full-name';

const t = orderMessages.settings;
const FIELDS = ['paymentInstructions'] as const;

function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const id = useId();
  const save = useSavePaymentSettings();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsInputSchema),
    defaultValues: { paymentInstructions: settings.paymentInstructions ?? '' },
  });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    let saved: PaymentSettings;
    try {
      saved = await save.mutateAsync(values);
    } catch (error) {
      refusal.show(error);
      return;
    }
    // The saved text, as the server trimmed it, is the form's new starting point.
    reset({ paymentInstructions: saved.paymentInstructions ?? '' });
    toast.success(t.saved);
  });

  const lastUpdated =
    settings.updatedAt && settings.updatedBy
      ? t.lastUpdated(formatDate(settings.updatedAt), fullName(settings.updatedBy))
      : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {settings.paymentInstructions === null && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.notConfigured}
        </p>
      )}
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <FormField
          id={`${id}-instructions`}
          label={t.label}
          hint={lastUpdated}
          errors={[errors.paymentInstructions?.message]}
        >
          {(field) => (
            <Textarea {...field} rows={7} placeholder={t.placeholder} {...register('paymentInstructions')} />
          )}
        </FormField>
      </fieldset>
      <FormAlert message={refusal.formError} />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t.saving : t.save}
      </Button>
    </form>
  );
}

/**
 * 'Instrucciones de pago' on /dashboard/settings, for admins: what a student is told to do to pay
 * when they confirm a purchase. Each order keeps the instructions it was placed with.
 */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings();
  return (
    <SectionCard id="settings-payment" title={t.title} description={t.description}>
      {settings.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t.loading}
          </p>
          <Skeleton className="h-40 w-full" />
        </>
      ) : settings.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void settings.refetch()} />
      ) : (
        <PaymentSettingsForm settings={settings.data} />
      )}
    </SectionCard>
  );
}
