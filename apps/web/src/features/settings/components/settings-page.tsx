import { messages } from '@aula/shared';
import type { ReactNode } from 'react';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

const t = messages.account.settings;

function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** /dashboard/settings (DECISIONS.md §1): change the password, sign out of every device. */
export function SettingsPage() {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      <SettingsSection
        id="settings-password"
        title={t.changePassword.title}
        description={t.changePassword.description}
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="settings-sessions"
        title={t.signOutEverywhere.title}
        description={t.signOutEverywhere.description}
      >
        <SignOutEverywhere />
      </SettingsSection>
    </div>
  );
}
