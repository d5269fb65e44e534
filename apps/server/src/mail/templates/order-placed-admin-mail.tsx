import { mailMessages, orderAdminPath } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';
import { mailTotalsSchema, totalsText } from './mail-parts';

const m = mailMessages.orderPlacedAdmin;

/** To each admin, when a student places an order: a transfer to look out for, and where to approve it. */
export const orderPlacedAdminMail = defineMailTemplate({
  name: 'order-placed-admin',
  data: z.object({
    names: z.string(),
    orderId: z.uuid(),
    orderCode: z.string(),
    student: z.string(),
    courseCount: z.number().int().min(1),
    totals: mailTotalsSchema,
  }),
  preference: 'orders',
  subject: ({ orderCode }) => m.subject(orderCode),
  sample: {
    names: 'Ana',
    orderId: '00000000-0000-4000-8000-000000000000',
    orderCode: 'PED-7K2M9Q',
    student: 'Lucía Fernández Quispe',
    courseCount: 2,
    totals: [{ code: 'PEN', amount: 240 }],
  },
  body({ names, orderId, orderCode, student, courseCount, totals }, links, unsubscribeUrl) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(student, orderCode, courseCount)}</Text>
        <Text style={styles.text}>{m.total(totalsText(totals))}</Text>
        <MailAction href={links.url(orderAdminPath(orderId))} label={m.action} />
      </MailLayout>
    );
  },
});
