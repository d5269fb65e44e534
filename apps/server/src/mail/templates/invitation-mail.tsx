import { ACCEPT_INVITATION_PATH, mailMessages } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const m = mailMessages.invitation;

/** The purpose of an invitation link's proof (invitations/accept-invitation.ts checks it). */
export const INVITATION_PURPOSE = 'invitation';

/** The page an invitation's link opens, with its token: the invitation's id and its proof. */
export const acceptInvitationPath = (token: string) =>
  `${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`;

/** To a person whose account an admin opened: the link to choose their own password (7 days). */
export const invitationMail = defineMailTemplate({
  name: 'invitation',
  data: z.object({ invitationId: z.uuid(), names: z.string(), email: z.string() }),
  preference: null,
  subject: () => m.subject,
  sample: {
    invitationId: '00000000-0000-4000-8000-000000000000',
    names: 'Lucía',
    email: 'lucia@hospital.pe',
  },
  body({ invitationId, names, email }, links) {
    const token = `${invitationId}.${links.proof(INVITATION_PURPOSE, invitationId)}`;
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={null}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.intro(email)}</Text>
        <Text style={styles.text}>{m.next}</Text>
        <MailAction href={links.url(acceptInvitationPath(token))} label={m.action} />
        <Text style={styles.muted}>{m.validity}</Text>
      </MailLayout>
    );
  },
});
