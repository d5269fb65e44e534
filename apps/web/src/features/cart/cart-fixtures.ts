import { totalsPerCurrency, type Cart, type CartItem, type Order } from '@aula/shared';

/** Test data for the cart, as the API answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, message: string, code = 'conflict') =>
  json(status, { message, code });

export const PEN = { code: 'PEN', name: 'Sol peruano' };
export const USD = { code: 'USD', name: 'Dólar estadounidense' };
export const INSTRUCTIONS = 'Banco de la Nación\nCuenta 123-456\n<b>Indica el código</b>';

export function cartItem(n: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    courseId: id(n),
    title: `Curso ${n}`,
    thumbnailUrl: null,
    instructor: { names: 'Ana María', lastNames: 'Ruiz Soto' },
    price: 100 * n,
    currency: PEN,
    addedAt: '2026-03-15T12:00:00.000Z',
    unavailable: null,
    ...overrides,
  };
}

/** A cart whose totals are the server's: per currency, of the courses that can be bought. */
export function cart(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  return {
    items,
    totals: totalsPerCurrency(items.filter((item) => !item.unavailable)),
    paymentInstructions: INSTRUCTIONS,
    ...overrides,
  };
}

/** The order 'Confirmar compra' places from a cart. */
export function orderFrom(placed: Cart, code = 'AU-7K3M9-QX2HT'): Order {
  return {
    id: id(900),
    code,
    status: 'pending',
    paymentMethod: 'manual_transfer',
    paymentInstructions: placed.paymentInstructions ?? '',
    createdAt: '2026-03-15T12:00:00.000Z',
    approvedAt: null,
    refundDeadline: null,
    student: { id: id(800), names: 'Lucía', lastNames: 'Fernández', email: 'lucia@aula.test' },
    items: placed.items.map(({ courseId, title, price, currency }) => ({ courseId, title, price, currency })),
    totals: placed.totals,
    events: [{ status: 'pending', at: '2026-03-15T12:00:00.000Z', reason: null, actor: null }],
  };
}
