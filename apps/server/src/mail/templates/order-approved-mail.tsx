import { mailMessages } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';
import { TitleList } from './mail-parts';

const m = mailMessages.orderApproved;

/** To the buyer, when an admin confirms the transfer (docs/product/orders.md#approve). */
export const orderApprovedMail = defineMailTemplate({
  name: 'order-approved',
  data: z.object({ names: z.string(), orderCode: z.string(), courses: z.array(z.string()).min(1) }),
  preference: 'orders',
  subject: ({ orderCode }) => m.subject(orderCode),
  sample: { names: 'Lucía', orderCode: 'PED-7K2M9Q', courses: ['Higiene de manos en la atención de salud'] },
  body({ names, orderCode, courses }, links, unsubscribeUrl) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(orderCode)}</Text>
        <TitleList titles={courses} />
        <MailAction href={links.url('/dashboard/my-courses')} label={m.action} />
      </MailLayout>
    );
  },
});
