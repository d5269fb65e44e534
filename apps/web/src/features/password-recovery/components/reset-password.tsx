import { FORGOT_PASSWORD_PATH, passwordRecoveryMessages as m, passwordResetSchema } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { useCheckPasswordReset } from '../api/check-password-reset';
import { useResetPassword } from '../api/reset-password';
import { PasswordLinkPage } from './password-link-page';

const TEXT = {
  title: m.requestTitle,
  checking: m.checking,
  formTitle: () => m.resetTitle,
  formLead: () => m.resetSubtitle,
  linkInvalid: m.linkInvalid,
  done: m.done,
};

/**
 * The reset link's page (docs/product/accounts.md#password-recovery): once the new password is
 * saved, every session of the account has ended and the page says to sign in again. A link that
 * does not work offers to ask for a new one.
 */
export function ResetPassword({ token }: { token: string | null }) {
  const check = useCheckPasswordReset(token);
  const resetPassword = useResetPassword();
  return (
    <PasswordLinkPage
      token={token}
      check={check}
      schema={passwordResetSchema}
      save={resetPassword.mutateAsync}
      text={TEXT}
      invalidAction={<ButtonLink to={FORGOT_PASSWORD_PATH}>{m.requestNew}</ButtonLink>}
    />
  );
}
