import { passwordRecoveryMessages as m, passwordResetRequestSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverErrors } from '@/lib/forms/server-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

const FIELDS = ['email'] as const;

/**
 * The email to send a reset link to. What no field is to blame for (too many requests, no
 * connection) is said above the button.
 */
export function RequestForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      const refused = serverErrors(error, FIELDS);
      for (const { name, message } of refused.fields)
        setError(name, { type: 'server', message }, { shouldFocus: true });
      setFormError(refused.form);
      return;
    }
    onSent();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id={`${id}-email`} label={m.emailLabel} errors={[errors.email?.message]}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={m.emailPlaceholder}
            required
            autoFocus
            {...register('email')}
          />
        )}
      </FormField>

      <FormAlert message={formError} />

      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? m.requesting : m.requestSubmit}
      </Button>
    </form>
  );
}
