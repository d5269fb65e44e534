import { type CurrentUser, accountMessages } from '@aula/shared';
import type { ReactNode } from 'react';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { GateStep } from './gate-step';

const t = accountMessages.forcedChange;

/**
 * The full-screen step of an account that must choose a new password: it still has the temporary
 * one an admin gave it, or its password no longer meets the rules (too short, common, breached).
 */
function PasswordChangeStep({ reason }: { reason: CurrentUser['passwordChangeReason'] }) {
  const policy = reason === 'policy';
  return (
    <GateStep title={t.title} text={policy ? t.policyText : t.text} signOutLabel={t.signOut}>
      <ChangePasswordForm
        currentPasswordHint={policy ? t.policyCurrentPasswordHint : t.currentPasswordHint}
      />
    </GateStep>
  );
}

/**
 * While the password must change the server refuses every other call (403
 * password_change_required), so nothing of the dashboard is mounted: no page, no notification
 * stream. Once the change succeeds the session holds the updated user and the page the user
 * asked for renders in its place.
 */
export function PasswordChangeGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return user.mustChangePassword ? <PasswordChangeStep reason={user.passwordChangeReason} /> : children;
}
