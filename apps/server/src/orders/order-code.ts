import { randomCrockford } from '../crypto/random-code';

/**
 * The code a student quotes in their transfer, e.g. AU-7K3M9-QX2HT: 50 random bits, so that a
 * collision is negligible (the unique index would refuse one) and a code cannot be guessed to
 * claim someone else's payment.
 */
export function newOrderCode(): string {
  const body = randomCrockford(10);
  return `AU-${body.slice(0, 5)}-${body.slice(5)}`;
}
