import {
  messages,
  mfaMessages,
  type RegenerateRecoveryCodesInput,
  regenerateRecoveryCodesSchema,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { MfaCodeField } from './mfa-code-field';
import { FormDialog, FormDialogButtons } from '@/components/ui/form-dialog';

const t = mfaMessages.regenerate;
const FIELDS = ['code'] as const;

interface RegenerateFormProps {
  regenerate: ReturnType<typeof useRegenerateRecoveryCodes>;
  onRegenerated: (codes: string[]) => void;
}

function RegenerateForm({ regenerate, onRegenerated }: RegenerateFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegenerateRecoveryCodesInput>({
    resolver: zodResolver(regenerateRecoveryCodesSchema),
    defaultValues: { code: '' },
  });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    let codes: string[];
    try {
      ({ recoveryCodes: codes } = await regenerate.mutateAsync(values));
    } catch (error) {
      refusal.show(error);
      return;
    }
    onRegenerated(codes);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
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
        cancelLabel={messages.common.cancel}
        submitLabel={t.submit}
        pendingLabel={t.submitting}
        pending={isSubmitting}
      />
    </form>
  );
}

/**
 * 'Generar nuevos códigos de recuperación', confirmed with a code. The new codes replace the old
 * ones at once, so they are handed over to be shown (`onRegenerated`) as the dialog closes.
 */
export function RegenerateCodesDialog({ onRegenerated }: { onRegenerated: (codes: string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  // The panel with the new codes takes the focus; the trigger went with the view it was in.
  const { dialogProps, closeAfterSuccess } = useFormDialog(regenerate.isPending);
  return (
    <FormDialog
      size="md"
      triggerLabel={mfaMessages.settings.regenerate}
      triggerVariant="outline"
      title={t.title}
      description={t.text}
      {...dialogProps}
    >
      <RegenerateForm
        regenerate={regenerate}
        onRegenerated={(codes) => {
          closeAfterSuccess();
          onRegenerated(codes);
        }}
      />
    </FormDialog>
  );
}
