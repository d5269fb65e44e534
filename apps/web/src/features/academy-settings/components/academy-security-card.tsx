import { mfaMessages, type SecuritySettings } from '@aula/shared';
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
import { useSecuritySettings } from '../api/get-security-settings';
import { useSaveSecuritySettings } from '../api/save-security-settings';

const t = mfaMessages.academy;

function AcademySecurityForm({ settings }: { settings: SecuritySettings }) {
  const id = useId();
  const save = useSaveSecuritySettings();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<SecuritySettings>({ defaultValues: settings });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: SecuritySettings;
    try {
      saved = await save.mutateAsync(values);
    } catch (error) {
      // One checkbox: nothing to blame but the request (no permission, no connection).
      setFormError(userMessageOf(error));
      return;
    }
    reset(saved);
    toast.success(t.saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 items-start gap-3">
        <Checkbox id={`${id}-instructors`} className="mt-0.5" {...register('mfaRequiredForInstructors')} />
        <Label htmlFor={`${id}-instructors`} className="leading-snug">
          {t.requireForInstructors}
        </Label>
      </fieldset>
      <FormAlert message={formError} />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t.saving : t.save}
      </Button>
    </form>
  );
}

/**
 * 'Seguridad de las cuentas' on /dashboard/settings, for admins: the academy's rule on the
 * second factor. Admins always need one; this says whether instructors do too. An instructor
 * without one is asked to set it up before anything else (routes/dashboard/mfa-enrollment-gate.tsx).
 */
export function AcademySecurityCard() {
  const settings = useSecuritySettings();
  return (
    <SectionCard id="settings-security" title={t.title} description={t.description}>
      {settings.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t.loading}
          </p>
          <Skeleton className="h-16 w-full" />
        </>
      ) : settings.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void settings.refetch()} />
      ) : (
        <AcademySecurityForm settings={settings.data} />
      )}
    </SectionCard>
  );
}
