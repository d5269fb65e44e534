import { messages, type CurrentUser } from '@aula/shared';
import { AccountSummary } from './account-summary';
import { HomeHeading } from './home-heading';

const home = messages.shell.home;

/** The student's home, also the home of any role the app does not know (DECISIONS.md §4). */
export function StudentHome({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <HomeHeading title={home.welcome(user.names)}>{home.welcomeBack}</HomeHeading>
      <AccountSummary user={user} />
    </div>
  );
}
