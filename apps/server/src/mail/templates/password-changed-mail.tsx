import { mailMessages } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const m = mailMessages.passwordChanged;

/** Sent whenever an account's password changes: by its owner, by recovery. It cannot be turned off. */
export const passwordChangedMail = defineMailTemplate({
  name: 'password-changed',
  data: z.object({ names: z.string() }),
  preference: null,
  subject: () => m.subject,
  sample: { names: 'Lucía' },
  body({ names }, links) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={null}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body}</Text>
        <Text style={styles.text}>{m.notYou}</Text>
        <MailAction href={links.url('/forgot-password')} label={m.action} />
      </MailLayout>
    );
  },
});
