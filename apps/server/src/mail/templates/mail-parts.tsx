import { NUMBER_LOCALE } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { styles } from './mail-layout';

const money = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An order's totals as its data keeps them: one per currency, never added across currencies. */
export const mailTotalsSchema = z.array(z.object({ code: z.string(), amount: z.number() })).min(1);
export type MailTotals = z.infer<typeof mailTotalsSchema>;

/** 'PEN 120.00 + USD 50.00': the totals as one line (docs/product/orders.md#totals-per-currency). */
export const totalsText = (totals: MailTotals) =>
  totals.map(({ code, amount }) => `${code} ${money.format(amount)}`).join(' + ');

/** A list of titles (courses, lessons), one bold line each. */
export function TitleList({ titles }: { titles: readonly string[] }) {
  return (
    <>
      {titles.map((title) => (
        <Text key={title} style={{ ...styles.text, margin: '0 0 8px', fontWeight: 700 }}>
          • {title}
        </Text>
      ))}
    </>
  );
}
