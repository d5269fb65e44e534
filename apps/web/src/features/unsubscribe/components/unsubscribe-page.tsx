import { MAIL_PREFERENCE_KINDS, mailMessages, type MailPreferenceKind } from '@aula/shared';
import { CenteredPage } from '@/components/centered-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { userMessageOf } from '@/lib/api/api-error';
import { useUnsubscribe } from '../api/unsubscribe';

const t = mailMessages.unsubscribePage;

/** The kind a link's token names (its middle part), when it is one a person can turn off. */
function kindOf(token: string | null): MailPreferenceKind | null {
  const kind = token?.split('.')[1];
  return MAIL_PREFERENCE_KINDS.find((known) => known === kind) ?? null;
}

/**
 * /unsubscribe?token=…, opened from an email's 'Dejar de recibir estos correos'
 * (docs/product/email.md#preferences). It asks before it acts: mail scanners open links, and an
 * opened link alone must not turn anything off. No sign-in needed; the server checks the token.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  const kind = kindOf(token);

  if (!token || !kind) {
    return (
      <CenteredPage title={t.title}>
        <p role="alert">{t.missing}</p>
        <ButtonLink to="/">{t.backHome}</ButtonLink>
      </CenteredPage>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <CenteredPage title={t.title}>
        <p role="status">{unsubscribe.data.message}</p>
        <ButtonLink to="/">{t.backHome}</ButtonLink>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={t.title} lead={t.confirm(mailMessages.preferences.kinds[kind])}>
      <FormAlert message={unsubscribe.isError ? userMessageOf(unsubscribe.error) : null} />
      <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? t.submitting : t.submit}
      </Button>
    </CenteredPage>
  );
}
