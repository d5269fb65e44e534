import { MAIL_PREFERENCE_KINDS, mailMessages, type MailPreferences } from '@aula/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessageOf } from '@/lib/api/api-error';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

const t = mailMessages.preferences;

function MailPreferencesForm({ preferences }: { preferences: MailPreferences }) {
  const id = useId();
  const save = useSaveMailPreferences();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<MailPreferences>({ defaultValues: preferences });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      reset(await save.mutateAsync(values));
    } catch (error) {
      setFormError(userMessageOf(error));
      return;
    }
    toast.success(t.saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-3">
        <legend className="sr-only">{t.title}</legend>
        {MAIL_PREFERENCE_KINDS.map((kind) => (
          <div key={kind} className="flex items-start gap-3">
            <Checkbox id={`${id}-${kind}`} className="mt-0.5" {...register(kind)} />
            <Label htmlFor={`${id}-${kind}`} className="leading-snug">
              {t.kinds[kind]}
            </Label>
          </div>
        ))}
      </fieldset>
      <FormAlert message={formError} />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t.saving : t.save}
      </Button>
    </form>
  );
}

/**
 * 'Notificaciones' on /dashboard/settings: which kinds of email the person also receives
 * (docs/product/email.md#preferences). Security emails are not listed: they are always sent.
 */
export function MailPreferencesCard() {
  const preferences = useMailPreferences();
  return (
    <SectionCard id="settings-notifications" title={t.title} description={t.description}>
      {preferences.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t.loading}
          </p>
          <Skeleton className="h-24 w-full" />
        </>
      ) : preferences.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void preferences.refetch()} />
      ) : (
        <MailPreferencesForm preferences={preferences.data} />
      )}
    </SectionCard>
  );
}
