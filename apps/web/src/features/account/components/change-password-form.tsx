import { changePasswordSchema, messages, type ChangePasswordInput, accountMessages } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { serverErrors } from '@/lib/forms/server-errors';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './password-field';

const t = accountMessages.settings.changePassword;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordFormProps {
  /** what to say under the current password (at the first sign-in: that it is the temporary one) */
  currentPasswordHint?: string;
}

/**
 * 'Cambiar contraseña': the current password, the new one and its confirmation, checked with the
 * server's own schema. The server's verdict on a field goes under that field; anything else
 * (too many attempts, no connection) above the button.
 */
export function ChangePasswordForm({ currentPasswordHint }: ChangePasswordFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      const refused = serverErrors(error, FIELDS);
      refused.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormError(refused.form);
      return;
    }
    // Nothing of a password stays on screen once it is saved.
    reset(EMPTY);
    toast.success(t.changed, { description: t.changedDescription });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordField
        id={`${id}-current`}
        label={t.currentPassword}
        hint={currentPasswordHint}
        error={errors.currentPassword?.message}
        showLabel={t.showCurrentPassword}
        hideLabel={t.hideCurrentPassword}
        autoComplete="current-password"
        registration={register('currentPassword')}
      />
      <PasswordField
        id={`${id}-new`}
        label={t.newPassword}
        hint={messages.registration.passwordHint}
        error={errors.newPassword?.message}
        showLabel={t.showNewPassword}
        hideLabel={t.hideNewPassword}
        autoComplete="new-password"
        registration={register('newPassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t.confirmPassword}
        error={errors.confirmPassword?.message}
        showLabel={t.showConfirmPassword}
        hideLabel={t.hideConfirmPassword}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />

      <FormAlert message={formError} />

      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
