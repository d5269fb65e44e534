import { passwordRecoveryMessages as m } from '@aula/shared';
import { useState } from 'react';
import { CenteredPage } from '@/components/centered-page';
import { ButtonLink } from '@/components/ui/button-link';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { BackToSignIn } from './back-to-sign-in';
import { RequestForm } from './request-form';

/**
 * '¿Olvidaste tu contraseña?' (docs/product/accounts.md#password-recovery): the email, then the
 * same answer for every email, so the page tells nobody whether an account has it.
 */
export function ForgotPassword() {
  const [sent, setSent] = useState(false);
  return (
    <CenteredPage title={m.requestTitle} lead={sent ? undefined : m.requestSubtitle}>
      {sent ? <RequestSent /> : <RequestForm onSent={() => setSent(true)} />}
      {!sent && <BackToSignIn />}
    </CenteredPage>
  );
}

function RequestSent() {
  // The form and its button are gone: the focus goes to what replaced them, so it is read out.
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-6">
      <p ref={message} role="status" tabIndex={-1} className="focus:outline-none">
        {m.requestSent}
      </p>
      <ButtonLink to="/login" variant="outline">
        {m.backToSignIn}
      </ButtonLink>
    </div>
  );
}
