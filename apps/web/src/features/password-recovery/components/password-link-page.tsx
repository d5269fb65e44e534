import {
  messages,
  passwordRecoveryMessages,
  type passwordThroughLinkSchema,
  type PasswordThroughLinkInput,
} from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CenteredPage } from '@/components/centered-page';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { userMessageOf } from '@/lib/api/api-error';
import { isInvalidLink } from '../api/link-check';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { BackToSignIn } from './back-to-sign-in';
import { NewPasswordForm } from './new-password-form';

interface PasswordLinkPageProps<T> {
  token: string | null;
  /** the link's check, asked when the page opens */
  check: UseQueryResult<T>;
  schema: ReturnType<typeof passwordThroughLinkSchema>;
  save: (values: PasswordThroughLinkInput) => Promise<unknown>;
  text: {
    /** the page's title while checking, and when the link does not work or is done */
    title: string;
    checking: string;
    /** the form's title and lead, from what the check answered */
    formTitle: (checked: T) => string;
    formLead: (checked: T) => string;
    linkInvalid: string;
    done: string;
  };
  /** what follows the 'not valid' message: a way to get a new link */
  invalidAction?: ReactNode;
}

/**
 * The page an emailed link opens to set a password (a reset, an invitation): the link is checked
 * first, then either the password's form or why the link does not work; once saved, the page says
 * so and offers to sign in. Without a token there is nothing to check.
 */
export function PasswordLinkPage<T>({
  token,
  check,
  schema,
  save,
  text,
  invalidAction,
}: PasswordLinkPageProps<T>) {
  const [outcome, setOutcome] = useState<'pending' | 'invalid' | 'done'>('pending');

  if (outcome === 'done') {
    return (
      <CenteredPage title={text.title}>
        <Done text={text.done} />
      </CenteredPage>
    );
  }
  if (!token || outcome === 'invalid' || (check.isError && isInvalidLink(check.error))) {
    return (
      <CenteredPage title={text.title}>
        <div className="flex flex-col gap-6">
          <p role="alert">{text.linkInvalid}</p>
          {invalidAction}
          <BackToSignIn />
        </div>
      </CenteredPage>
    );
  }
  if (check.isError) {
    return (
      <CenteredPage title={text.title}>
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
      <CenteredPage title={text.title}>
        <p role="status" className="text-muted-foreground">
          {text.checking}
        </p>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={text.formTitle(check.data)} lead={text.formLead(check.data)}>
      <NewPasswordForm
        token={token}
        schema={schema}
        save={save}
        onDone={() => setOutcome('done')}
        onLinkInvalid={() => setOutcome('invalid')}
      />
      <BackToSignIn />
    </CenteredPage>
  );
}

function Done({ text }: { text: string }) {
  // The form and its button are gone: the focus goes to what replaced them, so it is read out.
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-6">
      <p ref={message} role="status" tabIndex={-1} className="focus:outline-none">
        {text}
      </p>
      <ButtonLink to="/login">{passwordRecoveryMessages.signIn}</ButtonLink>
    </div>
  );
}
