import { inEmailDomains, messages, type MfaChallenge, type SsoOffer } from '@aula/shared';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api/api-error';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { isMfaChallenge, useSignIn } from '../api/sign-in';
import { goToInstitution } from '../lib/go-to-institution';
import { FieldError } from './field-error';

const FIELDS = ['email', 'password'] as const;

// zod and the sign-in rules (about 24 KB compressed, and zod's start-up work) need not hold
// up the screen: they load once the user focuses the form, and at the latest when it is sent.
const validation = lazyResolver(() =>
  import('../lib/sign-in-resolver').then((module) => module.signInResolver),
);

interface SignInFormProps {
  /** the email typed before, when the second step sent the user back here */
  email?: string;
  /** why the user is back at this step (the second step's challenge ran out) */
  notice?: string | null;
  /** the password was right and the account has a second factor: the code comes next */
  onChallenge: (challenge: MfaChallenge, email: string) => void;
  /** the institution's sign-in, when offered: an email of its domains is sent there */
  institution?: SsoOffer['offer'];
  /** where the institution's sign-in comes back to */
  returnTo?: string;
}

export function SignInForm({
  email = '',
  notice = null,
  onChallenge,
  institution = null,
  returnTo = '/dashboard',
}: SignInFormProps) {
  const id = useId();
  // Errors that belong to no field: too many attempts (429), no connection, a server failure.
  const [formError, setFormError] = useState<string | null>(notice);
  const [leaving, setLeaving] = useState(false);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: validation.resolver, defaultValues: { email, password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(null);
    try {
      const answer = await signIn.mutateAsync(credentials);
      if (isMfaChallenge(answer)) onChallenge(answer, credentials.email);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'unauthorized') {
        // docs/product/accounts.md#wrong-credentials: the message goes under the password; the
        // email is flagged without text.
        setError('email', { type: 'server', message: '' });
        setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (error.fields && FIELDS.some((field) => error.fields?.[field])) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message });
        }
      } else {
        setFormError(error.message);
      }
    }
  });

  // An email of the institution's domains signs in there, whatever the password field holds
  // (docs/product/single-sign-on.md#the-sign-in-screen).
  function submit(event: FormEvent<HTMLFormElement>) {
    const typed = getValues('email').trim();
    if (institution && inEmailDomains(typed, institution.emailDomains)) {
      event.preventDefault();
      setLeaving(true);
      goToInstitution(returnTo, typed);
      return;
    }
    void onSubmit(event);
  }

  const emailError = `${id}-email-error`;
  const passwordError = `${id}-password-error`;

  return (
    <form onSubmit={submit} onFocus={validation.preload} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{messages.signIn.emailLabel}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={messages.signIn.emailPlaceholder}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email?.message ? emailError : undefined}
          {...register('email')}
        />
        <FieldError id={emailError} message={errors.email?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>{messages.signIn.passwordLabel}</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          // Back from the second step with the email kept: the password is what is left to type.
          autoFocus={email !== ''}
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password?.message ? passwordError : undefined}
          showLabel={messages.signIn.showPassword}
          hideLabel={messages.signIn.hidePassword}
          {...register('password')}
        />
        <FieldError id={passwordError} message={errors.password?.message} />
      </div>

      <FormAlert message={formError ?? errors.root?.message ?? null} />
      {leaving && institution && (
        <p role="status" className="text-sm text-muted-foreground">
          {messages.signIn.sso.redirecting(institution.name)}
        </p>
      )}

      <Button type="submit" disabled={isSubmitting || leaving} className="w-full">
        {isSubmitting ? messages.signIn.submitting : messages.signIn.submit}
      </Button>

      {/* docs/product/accounts.md#password-recovery. The path is written out: FORGOT_PASSWORD_PATH's
          module holds the recovery schemas, and importing it would load zod with this form. */}
      <Link
        to="/forgot-password"
        className="self-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {messages.signIn.forgotPassword}
      </Link>
    </form>
  );
}
