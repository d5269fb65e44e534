import { messages, type MfaChallenge } from '@aula/shared';
import { useState } from 'react';
import { MfaSignInStep } from './mfa-sign-in-step';
import { SignInForm } from './sign-in-form';
import { SignInHeading } from './sign-in-heading';

type Step =
  | { step: 'password'; email: string; notice: string | null }
  | { step: 'code'; email: string; challenge: MfaChallenge };

/**
 * Signing in: the email and password, then, for an account with a second factor, its code. The
 * email survives a trip back from the second step, so only the password is typed again.
 */
export function SignInSteps() {
  const [current, setCurrent] = useState<Step>({ step: 'password', email: '', notice: null });

  if (current.step === 'code') {
    return (
      <MfaSignInStep
        challenge={current.challenge}
        onBack={(notice) => setCurrent({ step: 'password', email: current.email, notice })}
      />
    );
  }
  return (
    <>
      <SignInHeading title={messages.signIn.title} text={messages.signIn.subtitle} />
      <SignInForm
        email={current.email}
        notice={current.notice}
        onChallenge={(challenge, email) => setCurrent({ step: 'code', email, challenge })}
      />
    </>
  );
}
