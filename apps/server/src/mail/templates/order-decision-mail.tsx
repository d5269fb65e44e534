import { mailMessages, MY_PURCHASES_PATH } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const data = z.object({ names: z.string(), orderCode: z.string(), reason: z.string() });
const sample = {
  names: 'Lucía',
  orderCode: 'PED-7K2M9Q',
  reason: 'No encontramos la transferencia en la cuenta.',
};

/** To the buyer, when an admin rejects their order (docs/product/orders.md#reject), with the reason. */
export const orderRejectedMail = defineMailTemplate({
  name: 'order-rejected',
  data,
  preference: 'orders',
  subject: ({ orderCode }) => mailMessages.orderRejected.subject(orderCode),
  sample,
  body({ names, orderCode, reason }, links, unsubscribeUrl) {
    const m = mailMessages.orderRejected;
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(orderCode)}</Text>
        <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{m.reason(reason)}</Text>
        <Text style={styles.muted}>{m.next}</Text>
        <MailAction href={links.url(MY_PURCHASES_PATH)} label={m.action} />
      </MailLayout>
    );
  },
});

/** To the buyer, when an admin refunds their order (docs/product/orders.md#the-refund-window), with the reason. */
export const orderRefundedMail = defineMailTemplate({
  name: 'order-refunded',
  data,
  preference: 'orders',
  subject: ({ orderCode }) => mailMessages.orderRefunded.subject(orderCode),
  sample: { ...sample, reason: 'Lo pediste dentro de la garantía.' },
  body({ names, orderCode, reason }, links, unsubscribeUrl) {
    const m = mailMessages.orderRefunded;
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(orderCode)}</Text>
        <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{m.reason(reason)}</Text>
        <MailAction href={links.url(MY_PURCHASES_PATH)} label={m.action} />
      </MailLayout>
    );
  },
});
