import { type DisableMfaInput, disableMfaSchema, messages, mfaMessages } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/form-alert';
import { FormDialog, FormDialogButtons } from '@/components/ui/form-dialog';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { useDisableMfa } from '../api/disable-mfa';
import { MfaCodeField } from './mfa-code-field';
import { PasswordField } from './password-field';

const t = mfaMessages.disable;
const FIELDS = ['password', 'code'] as const;
const EMPTY: DisableMfaInput = { password: '', code: '' };

interface DisableFormProps {
  disable: ReturnType<typeof useDisableMfa>;
  onDisabled: () => void;
}

function DisableForm({ disable, onDisabled }: DisableFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DisableMfaInput>({ resolver: zodResolver(disableMfaSchema), defaultValues: EMPTY });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      await disable.mutateAsync(values);
    } catch (error) {
      refusal.show(error);
      return;
    }
    toast.success(t.disabledToast);
    onDisabled();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <PasswordField
          id={`${id}-password`}
          label={t.passwordLabel}
          error={errors.password?.message}
          showLabel={messages.signIn.showPassword}
          hideLabel={messages.signIn.hidePassword}
          autoComplete="current-password"
          registration={register('password')}
        />
        <MfaCodeField
          id={`${id}-code`}
          label={t.codeLabel}
          kind="any"
          error={errors.code?.message}
          registration={register('code')}
        />
      </fieldset>
      <FormAlert message={refusal.formError} />
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={t.submit}
        pendingLabel={t.submitting}
        pending={isSubmitting}
        destructive
      />
    </form>
  );
}

/**
 * 'Desactivar': takes both factors, the password and a code (the app's or a recovery code), so
 * that an open session alone cannot weaken the account. Not offered where the role requires it.
 */
export function DisableMfaDialog({ onDisabled }: { onDisabled: () => void }) {
  const disable = useDisableMfa();
  // The card then shows the second factor off, and moves the focus there itself.
  const { dialogProps, closeAfterSuccess } = useFormDialog(disable.isPending);
  return (
    <FormDialog
      size="md"
      triggerLabel={mfaMessages.settings.disable}
      triggerVariant="outline"
      title={t.title}
      description={t.text}
      {...dialogProps}
    >
      <DisableForm
        disable={disable}
        onDisabled={() => {
          closeAfterSuccess();
          onDisabled();
        }}
      />
    </FormDialog>
  );
}
