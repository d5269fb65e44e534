import { type EnableMfaInput, enableMfaSchema, mfaMessages } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useEnableMfa } from '../api/enable-mfa';
import { MfaCodeField } from './mfa-code-field';

const t = mfaMessages.setup;
const FIELDS = ['code'] as const;

interface MfaEnableFormProps {
  onEnabled: (recoveryCodes: string[]) => void;
  /** 'Cancelar'; without it (the enrolment a role requires) there is no way around the step */
  onCancel?: () => void;
}

/**
 * Step 2: the app's first code proves it holds the key, and puts it in force. A wrong code is said
 * under the field; anything else (too many attempts, no connection) above the buttons.
 */
export function MfaEnableForm({ onEnabled, onCancel }: MfaEnableFormProps) {
  const id = useId();
  const enable = useEnableMfa();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EnableMfaInput>({ resolver: zodResolver(enableMfaSchema), defaultValues: { code: '' } });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    let codes: string[];
    try {
      ({ recoveryCodes: codes } = await enable.mutateAsync(values));
    } catch (error) {
      refusal.show(error);
      return;
    }
    onEnabled(codes);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm font-medium">{t.stepConfirm}</p>
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <MfaCodeField
          id={`${id}-code`}
          label={t.codeLabel}
          kind="app"
          error={errors.code?.message}
          registration={register('code')}
        />
      </fieldset>
      <FormAlert message={refusal.formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onCancel && (
          <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.confirming : t.confirm}
        </Button>
      </div>
    </form>
  );
}
