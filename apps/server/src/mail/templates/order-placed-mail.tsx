import { mailMessages, MY_PURCHASES_PATH } from '@aula/shared';
import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';
import { mailTotalsSchema, TitleList, totalsText } from './mail-parts';

const m = mailMessages.orderPlaced;

/**
 * To the buyer, when they confirm a purchase (docs/product/orders.md#checkout): what they ordered,
 * how much, and how to pay, with the instructions the order was placed under and its code.
 */
export const orderPlacedMail = defineMailTemplate({
  name: 'order-placed',
  data: z.object({
    names: z.string(),
    orderCode: z.string(),
    courses: z.array(z.string()).min(1),
    totals: mailTotalsSchema,
    paymentInstructions: z.string(),
  }),
  preference: 'orders',
  subject: ({ orderCode }) => m.subject(orderCode),
  sample: {
    names: 'Lucía',
    orderCode: 'PED-7K2M9Q',
    courses: ['Higiene de manos en la atención de salud'],
    totals: [{ code: 'PEN', amount: 120 }],
    paymentInstructions: 'Banco de la Nación, cuenta corriente 00-000-000000 a nombre de la academia.',
  },
  body({ names, orderCode, courses, totals, paymentInstructions }, links, unsubscribeUrl) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(orderCode)}</Text>
        <TitleList titles={courses} />
        <Text style={styles.text}>{m.total(totalsText(totals))}</Text>
        <Section
          style={{ backgroundColor: '#f4f4f5', borderRadius: '6px', padding: '16px', margin: '0 0 16px' }}
        >
          <Text style={{ ...styles.text, fontWeight: 700, margin: '0 0 8px' }}>{m.instructionsTitle}</Text>
          <Text style={{ ...styles.text, whiteSpace: 'pre-line', margin: '0 0 8px' }}>
            {paymentInstructions}
          </Text>
          <Text style={{ ...styles.text, margin: 0 }}>{m.reference(orderCode)}</Text>
        </Section>
        <Text style={styles.muted}>{m.next}</Text>
        <MailAction href={links.url(MY_PURCHASES_PATH)} label={m.action} />
      </MailLayout>
    );
  },
});
