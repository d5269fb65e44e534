import { messages, type CurrentUser } from '@aula/shared';
import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { AccountSummary } from './account-summary';
import { HomeHeading } from './home-heading';

const home = messages.shell.home;

/** The instructor's home: the welcome with SPEC.md's 'Crear Nuevo Curso' link. */
export function InstructorHome({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <HomeHeading title={home.welcome(user.names)}>{home.welcomeBack}</HomeHeading>
        <ButtonLink to="/dashboard/courses/create">
          <Plus aria-hidden className="size-4" />
          {messages.courseForm.createTitle}
        </ButtonLink>
      </div>
      <AccountSummary user={user} />
    </div>
  );
}
