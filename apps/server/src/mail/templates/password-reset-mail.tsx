import { mailMessages } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const m = mailMessages.passwordReset;

/** The purpose of a password-reset link's proof (auth/password-reset.ts checks it). */
export const PASSWORD_RESET_PURPOSE = 'password-reset';

/** The page a reset link opens, with its token: the reset's id and its proof. */
export const passwordResetPath = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

export const passwordResetMail = defineMailTemplate({
  name: 'password-reset',
  // The request job that asked for it, so a job run again after a crash sends no second link.
  data: z.object({ resetId: z.uuid(), names: z.string(), requestJobId: z.uuid().optional() }),
  preference: null,
  subject: () => m.subject,
  sample: { resetId: '00000000-0000-4000-8000-000000000000', names: 'Lucía' },
  body({ resetId, names }, links) {
    const href = links.url(passwordResetPath(`${resetId}.${links.proof(PASSWORD_RESET_PURPOSE, resetId)}`));
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={null}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.intro}</Text>
        <MailAction href={href} label={m.action} />
        <Text style={styles.muted}>{m.validity}</Text>
        <Text style={styles.muted}>{mailMessages.ignore}</Text>
      </MailLayout>
    );
  },
});
