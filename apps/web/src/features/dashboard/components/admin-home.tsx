import { messages, type CurrentUser } from '@aula/shared';
import { AccountSummary } from './account-summary';
import { HomeHeading } from './home-heading';

const home = messages.shell.home;

/** The administrator's home: 'Panel de Administración'. Its live figures come with the statistics API. */
export function AdminHome({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <HomeHeading title={home.adminTitle}>
        {home.welcome(user.names)} {home.welcomeBack}
      </HomeHeading>
      <AccountSummary user={user} />
    </div>
  );
}
