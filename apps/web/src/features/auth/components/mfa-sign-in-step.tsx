import { type MfaChallenge, mfaMessages } from '@aula/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api/api-error';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSignInMfa } from '../api/sign-in-mfa';
import type { MfaCodeKind, MfaCodeValues } from '../lib/sign-in-mfa-resolver';
import { SignInHeading } from './sign-in-heading';

const t = mfaMessages.signIn;

// Loaded like the password step's rules; by now the password step has usually brought zod in.
const validation = lazyResolver(() =>
  import('../lib/sign-in-mfa-resolver').then((module) => module.signInMfaResolver),
);

const linkButton =
  'rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/** How each kind of code is typed: the app's digits on a phone's number pad, a recovery code as typed. */
const INPUT_HINTS = {
  app: { inputMode: 'numeric', autoComplete: 'one-time-code', autoCapitalize: 'off' },
  recovery: { inputMode: 'text', autoComplete: 'off', autoCapitalize: 'characters' },
} as const;

interface MfaSignInStepProps {
  /** what the password step answered */
  challenge: MfaChallenge;
  /** back to the password step; with the reason when the challenge can no longer be answered */
  onBack: (notice: string | null) => void;
}

/**
 * 'Verificación en dos pasos' while signing in: the code from the authenticator app, or one of
 * the recovery codes for someone without their phone. A right code opens the session as the
 * password alone would have; a challenge that expired or ran out of attempts ('unauthorized') sends the user
 * back to the password with the reason, since only a new password step gives a new challenge.
 */
export function MfaSignInStep({ challenge, onBack }: MfaSignInStepProps) {
  const id = useId();
  const [kind, setKind] = useState<MfaCodeKind>('app');
  const [remember, setRemember] = useState(false);
  // Errors that belong to no field: too many attempts (429), no connection, a server failure.
  const [formError, setFormError] = useState<string | null>(null);
  const signInMfa = useSignInMfa();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<MfaCodeValues, MfaCodeKind, MfaCodeValues>({
    resolver: validation.resolver,
    context: kind,
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    let left: number | null;
    try {
      ({ recovery_codes_left: left } = await signInMfa.mutateAsync({
        challenge: challenge.challenge,
        code,
        remember,
      }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const challengeRefused = error.fields?.challenge;
      if (error.code === 'unauthorized' || challengeRefused) {
        onBack(challengeRefused ?? error.message);
      } else if (error.fields?.code) {
        setError('code', { type: 'server', message: error.fields.code }, { shouldFocus: true });
      } else {
        setFormError(error.message);
      }
      return;
    }
    // The session is open and the dashboard on its way: the toast outlives this step.
    if (left !== null) toast.warning(t.recoveryCodeUsed(left));
  });

  function switchKind() {
    setKind(kind === 'app' ? 'recovery' : 'app');
    resetField('code');
    clearErrors();
    setFormError(null);
    setFocus('code');
  }

  return (
    <>
      <SignInHeading title={t.title} text={kind === 'app' ? t.text : t.recoveryText} />
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="flex flex-col gap-5">
        <FormField
          id={`${id}-code`}
          label={kind === 'app' ? t.codeLabel : t.recoveryCodeLabel}
          errors={[errors.code?.message]}
        >
          {(field) => (
            <Input
              {...field}
              {...INPUT_HINTS[kind]}
              spellCheck={false}
              // The step replaced the password form: the code is the one thing to type now.
              autoFocus
              required
              className="font-mono tracking-widest"
              {...register('code')}
            />
          )}
        </FormField>

        <button type="button" onClick={switchKind} className={`-mt-2 self-start ${linkButton}`}>
          {kind === 'app' ? t.useRecoveryCode : t.useAppCode}
        </button>

        {challenge.remember_days > 0 && (
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-remember`}
              className="mt-0.5"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <Label htmlFor={`${id}-remember`} className="font-normal leading-snug">
              {t.rememberDays(challenge.remember_days)}
            </Label>
          </div>
        )}

        <FormAlert message={formError ?? errors.root?.message ?? null} />

        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t.submitting : t.submit}
        </Button>

        <button
          type="button"
          disabled={isSubmitting}
          onClick={() => onBack(null)}
          className={`self-center ${linkButton}`}
        >
          {t.back}
        </button>
      </form>
    </>
  );
}
