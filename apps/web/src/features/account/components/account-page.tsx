import { type CurrentUser, mfaMessages, accountMessages } from '@aula/shared';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { MailPreferencesCard } from './mail-preferences-card';
import { MfaSettings } from './mfa-settings';
import { SignOutEverywhere } from './sign-out-everywhere';

const t = accountMessages.settings;

/**
 * /dashboard/settings: change the password, the second factor, see and end open sessions, sign
 * out of every device, choose which emails to receive.
 * `children` are the sections other features add for some roles (the route composes them), after
 * the account's own.
 */
export function AccountPage({ user, children }: { user: CurrentUser; children?: ReactNode }) {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      <SectionCard
        id="settings-password"
        title={t.changePassword.title}
        description={t.changePassword.description}
      >
        <ChangePasswordForm />
      </SectionCard>
      <SectionCard
        id="settings-mfa"
        title={mfaMessages.settings.title}
        description={mfaMessages.settings.description}
      >
        <MfaSettings email={user.email} />
      </SectionCard>
      <SectionCard
        id="settings-active-sessions"
        title={t.sessions.title}
        description={t.sessions.description}
      >
        <ActiveSessions />
      </SectionCard>
      <SectionCard
        id="settings-sessions"
        title={t.signOutEverywhere.title}
        description={t.signOutEverywhere.description}
      >
        <SignOutEverywhere />
      </SectionCard>
      <MailPreferencesCard />
      {children}
    </div>
  );
}
