import { acceptInvitationSchema, invitationMessages, type Invitation } from '@aula/shared';
import { useAcceptInvitation, useCheckInvitation } from '../api/invitation';
import { PasswordLinkPage } from './password-link-page';

const m = invitationMessages.page;

const TEXT = {
  title: m.title,
  checking: m.checking,
  formTitle: ({ names }: Invitation) => m.welcome(names),
  formLead: ({ email }: Invitation) => m.lead(email),
  linkInvalid: m.linkInvalid,
  done: m.done,
};

/**
 * The invitation's page (docs/product/people.md#invitations): it greets the person by name, shows
 * the email they will sign in with, and takes their first password. Only an admin can send a new
 * invitation, so a link that does not work says to ask them.
 */
export function AcceptInvitation({ token }: { token: string | null }) {
  const check = useCheckInvitation(token);
  const accept = useAcceptInvitation();
  return (
    <PasswordLinkPage
      token={token}
      check={check}
      schema={acceptInvitationSchema}
      save={accept.mutateAsync}
      text={TEXT}
    />
  );
}
