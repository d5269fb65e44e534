import { messages, type MfaChallenge } from '@aula/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPath } from '@/lib/navigation/return-path';
import { useSsoOffer } from '../api/get-sso-offer';
import { institutionReturn } from '../lib/institution-return';
import { InstitutionSignIn } from './institution-sign-in';
import { MfaSignInStep } from './mfa-sign-in-step';
import { SignInForm } from './sign-in-form';
import { SignInHeading } from './sign-in-heading';

type Step =
  | { step: 'password'; email: string; notice: string | null }
  | { step: 'code'; email: string; challenge: MfaChallenge };

/** The first step: the password's, or what the institution's sign-in came back with. */
function firstStep(search: string, hash: string): Step {
  const back = institutionReturn(search, hash);
  if (back?.kind === 'second-factor') return { step: 'code', email: '', challenge: back.challenge };
  return { step: 'password', email: '', notice: back?.kind === 'refused' ? back.message : null };
}

/**
 * Signing in: the institution's sign-in when the academy offers one, the email and password,
 * then, for an account with a second factor, its code. The email survives a trip back from the
 * second step, so only the password is typed again. Coming back from the institution, /login
 * says why it refused, or asks the account's own code.
 */
export function SignInSteps() {
  const location = useLocation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<Step>(() => firstStep(location.search, location.hash));
  const offer = useSsoOffer().data?.offer ?? null;
  const goingTo = returnPath(location.state);

  // What the institution's return carried is read once; the address goes back to a plain /login
  // (where to go afterwards kept in its state, as the session guard does), so a reload or a link
  // copied from the bar does not replay it.
  useEffect(() => {
    const back = institutionReturn(location.search, location.hash);
    if (!back) return;
    const from = back.kind === 'second-factor' ? back.returnTo : undefined;
    void navigate('/login', { replace: true, state: from ? { from } : location.state });
    // Only the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      {offer && <InstitutionSignIn offer={offer} returnTo={goingTo} />}
      <SignInForm
        email={current.email}
        notice={current.notice}
        institution={offer}
        returnTo={goingTo}
        onChallenge={(challenge, email) => setCurrent({ step: 'code', email, challenge })}
      />
    </>
  );
}
