import { messages, type CurrentUser } from '@aula/shared';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link';
import { useSignOutAction } from '../../features/auth/hooks/use-sign-out-action';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form';

const t = messages.account.forcedChange;

/**
 * The full-screen step of an account that must choose a new password: it still has the temporary
 * one an admin gave it, or its password no longer meets the rules (too short, common, breached).
 */
function PasswordChangeStep({ reason }: { reason: CurrentUser['passwordChangeReason'] }) {
  const policy = reason === 'policy';
  const { signOut, isSigningOut } = useSignOutAction();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-4 py-10 focus:outline-none"
    >
      <div className="flex w-full max-w-md flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <Brand className="text-2xl" />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
          <p className="text-muted-foreground">{policy ? t.policyText : t.text}</p>
        </div>
        <ChangePasswordForm
          currentPasswordHint={policy ? t.policyCurrentPasswordHint : t.currentPasswordHint}
        />
        <button
          type="button"
          disabled={isSigningOut}
          onClick={signOut}
          className="self-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {t.signOut}
        </button>
      </div>
    </main>
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
