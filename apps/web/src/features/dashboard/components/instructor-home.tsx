import { messages, type CurrentUser } from '@aula/shared';
import { AccountSummary } from './account-summary';
import { HomeHeading } from './home-heading';

const home = messages.shell.home;

/**
 * The instructor's home. SPEC.md's 'Crear Nuevo Curso' link joins it together with the course
 * form; until then it would lead nowhere (DESIGN.md rule 12).
 */
export function InstructorHome({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <HomeHeading title={home.welcome(user.names)}>{home.welcomeBack}</HomeHeading>
      <AccountSummary user={user} />
    </div>
  );
}
