import { FORGOT_PASSWORD_PATH, messages, passwordRecoveryMessages as m } from '@aula/shared';
import { useState } from 'react';
import { CenteredPage } from '@/components/centered-page';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { userMessageOf } from '@/lib/api/api-error';
import { isInvalidLink, useCheckPasswordReset } from '../api/check-password-reset';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { BackToSignIn } from './back-to-sign-in';
import { NewPasswordForm } from './new-password-form';

/**
 * The reset link's page (docs/product/accounts.md#password-recovery): the link is checked first,
 * then either the new password's form or why the link does not work; once saved, every session
 * of the account has ended and the page says to sign in again. Without a token there is nothing
 * to check.
 */
export function ResetPassword({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<'pending' | 'invalid' | 'done'>('pending');
  const check = useCheckPasswordReset(token);

  if (outcome === 'done') {
    return (
      <CenteredPage title={m.requestTitle}>
        <Done />
      </CenteredPage>
    );
  }
  if (!token || outcome === 'invalid' || (check.isError && isInvalidLink(check.error))) {
    return (
      <CenteredPage title={m.requestTitle}>
        <InvalidLink />
      </CenteredPage>
    );
  }
  if (check.isError) {
    return (
      <CenteredPage title={m.requestTitle}>
        <LoadError
          message={userMessageOf(check.error)}
          retryLabel={messages.common.retry}
          onRetry={() => void check.refetch()}
        />
      </CenteredPage>
    );
  }
  if (check.isPending) {
    return (
      <CenteredPage title={m.requestTitle}>
        <p role="status" className="text-muted-foreground">
          {m.checking}
        </p>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={m.resetTitle} lead={m.resetSubtitle}>
      <NewPasswordForm
        token={token}
        onDone={() => setOutcome('done')}
        onLinkInvalid={() => setOutcome('invalid')}
      />
      <BackToSignIn />
    </CenteredPage>
  );
}

function InvalidLink() {
  return (
    <div className="flex flex-col gap-6">
      <p role="alert">{m.linkInvalid}</p>
      <ButtonLink to={FORGOT_PASSWORD_PATH}>{m.requestNew}</ButtonLink>
      <BackToSignIn />
    </div>
  );
}

function Done() {
  // The form and its button are gone: the focus goes to what replaced them, so it is read out.
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-6">
      <p ref={message} role="status" tabIndex={-1} className="focus:outline-none">
        {m.done}
      </p>
      <ButtonLink to="/login">{m.signIn}</ButtonLink>
    </div>
  );
}
