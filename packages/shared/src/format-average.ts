import { NUMBER_LOCALE } from './format-number';

// A file of its own, apart from format-number.ts, which the landing page carries (its messages
// format hours): the landing shows no rating and its bundle has no room to spare.
const oneDecimal = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A course's average rating: always one decimal ('4.0', '4.5'), so that it never reads as a count. */
export const formatOneDecimal = (value: number) => oneDecimal.format(value);
