import { messages, type CurrentUser } from '@aula/shared';
import type { ReactNode } from 'react';
import { AccountSummary } from './account-summary';
import { HomeHeading } from './home-heading';

const home = messages.shell.home;

/**
 * The student's home, also the home of any role the app does not know (DECISIONS.md §4). The
 * route puts the learning blocks in `children`: features do not import each other.
 */
export function StudentHome({ user, children }: { user: CurrentUser; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <HomeHeading title={home.welcome(user.names)}>{home.welcomeBack}</HomeHeading>
      {children}
      <AccountSummary user={user} />
    </div>
  );
}
