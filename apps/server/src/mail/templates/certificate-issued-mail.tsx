import { CERTIFICATES_TAB_PATH, certificateVerifyPath, mailMessages } from '@aula/shared';
import { Link, Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const m = mailMessages.certificateIssued;

/** To the student, when a completed course issues their certificate (docs/product/learning.md#certificate-issue). */
export const certificateIssuedMail = defineMailTemplate({
  name: 'certificate-issued',
  data: z.object({ names: z.string(), courseTitle: z.string(), code: z.string() }),
  preference: 'certificates',
  subject: ({ courseTitle }) => m.subject(courseTitle),
  sample: { names: 'Lucía', courseTitle: 'Higiene de manos en la atención de salud', code: 'K7M2Q9X4TR' },
  body({ names, courseTitle, code }, links, unsubscribeUrl) {
    const verifyUrl = links.url(certificateVerifyPath(code));
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(courseTitle)}</Text>
        <Text style={styles.text}>{m.code(code)}</Text>
        <Text style={styles.muted}>{m.verify}</Text>
        <Text style={styles.muted}>
          <Link href={verifyUrl} style={styles.link}>
            {verifyUrl}
          </Link>
        </Text>
        <MailAction href={links.url(CERTIFICATES_TAB_PATH)} label={m.action} />
      </MailLayout>
    );
  },
});
