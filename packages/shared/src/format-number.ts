/**
 * Every number the product shows reads the same way, whatever the screen or the PDF: es-PE
 * (a decimal point, as the prices of the sol and the dollar are written), so that a card never
 * says '1,5 h' beside 'PEN 90.00'.
 */
export const NUMBER_LOCALE = 'es-PE';

const decimal = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });

/** Hours, speeds and other quantities: up to two decimals, none when whole ('1.5', '2'). */
export const formatDecimal = (value: number) => decimal.format(value);
