import {
  passwordRecoveryMessages as m,
  type passwordThroughLinkSchema,
  type PasswordThroughLinkInput,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { hasErrorCode } from '@/lib/api/api-error';
import { serverErrors } from '@/lib/forms/server-errors';

const FIELDS = ['password', 'confirmPassword'] as const;

interface NewPasswordFormProps {
  token: string;
  /** the link's own rules (its 'not valid' message) */
  schema: ReturnType<typeof passwordThroughLinkSchema>;
  /** sends the password with the link's token: a reset, or an invitation's first password */
  save: (values: PasswordThroughLinkInput) => Promise<unknown>;
  onDone: () => void;
  /** the link stopped working after the page checked it (used in another tab, or expired since) */
  onLinkInvalid: () => void;
}

/**
 * 'Contraseña nueva' and 'Confirmar contraseña' under the registration's password rules, checked
 * with the server's own schema, for any emailed link that sets a password (a reset, an
 * invitation); the server's verdict on a field goes under that field, anything else (too many
 * attempts, no connection) above the button.
 */
export function NewPasswordForm({ token, schema, save, onDone, onLinkInvalid }: NewPasswordFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      if (hasErrorCode(error, 'link_invalid')) return onLinkInvalid();
      const refused = serverErrors(error, FIELDS);
      refused.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormError(refused.form);
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id={`${id}-password`}
        label={m.newPasswordLabel}
        hint={m.passwordHint}
        errors={[errors.password?.message]}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            autoFocus
            showLabel={m.showNewPassword}
            hideLabel={m.hideNewPassword}
            {...register('password')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label={m.confirmPasswordLabel}
        errors={[errors.confirmPassword?.message]}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            showLabel={m.showConfirmPassword}
            hideLabel={m.hideConfirmPassword}
            {...register('confirmPassword')}
          />
        )}
      </FormField>

      <FormAlert message={formError ?? errors.token?.message ?? null} />

      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? m.saving : m.submit}
      </Button>
    </form>
  );
}
