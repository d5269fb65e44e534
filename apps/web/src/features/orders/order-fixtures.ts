import type { CurrentUser, MyOrders, Order, OrderList, OrderSummary } from '@aula/shared';

/** Test data for the order screens, as the API answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ROLES = {
  ADMIN: { code: '02', name: 'admin' },
  INSTRUCTOR: { code: '01', name: 'instructor' },
  STUDENT: { code: '03', name: 'student' },
} as const;

const PEN = { code: 'PEN', name: 'Sol peruano' };
const USD = { code: 'USD', name: 'Dólar estadounidense' };
const DAY_MS = 86_400_000;

export const STUDENT = {
  id: id(300),
  names: 'Lucía',
  lastNames: 'Fernández Quispe',
  email: 'lucia@aula.test',
};
export const ADMIN = { id: id(900), names: 'Ana', lastNames: 'Rodríguez Salas' };
export const INSTRUCTIONS = 'Banco Andino\nCuenta 123-456\n<b>Titular</b>: Aula SAC';

/** A pending order of two courses in two currencies, placed at midday UTC (one calendar day everywhere). */
export function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    id: id(n),
    code: `AU-0000${n}-QX2HT`,
    status: 'pending',
    paymentMethod: 'manual_transfer',
    paymentInstructions: INSTRUCTIONS,
    createdAt: '2026-03-15T12:00:00.000Z',
    approvedAt: null,
    refundDeadline: null,
    student: STUDENT,
    items: [
      { courseId: id(501), title: 'Seguridad del paciente', price: 120, currency: PEN },
      { courseId: id(502), title: 'Triaje avanzado', price: 45.5, currency: USD },
    ],
    totals: [
      { currency: PEN, amount: 120 },
      { currency: USD, amount: 45.5 },
    ],
    events: [{ status: 'pending', at: '2026-03-15T12:00:00.000Z', reason: null, actor: null }],
    ...overrides,
  };
}

/** The same order approved `daysAgo` days ago, with its guarantee counted from then. */
export function approvedOrder(n: number, daysAgo: number, overrides: Partial<Order> = {}): Order {
  const approvedAt = new Date(Date.now() - daysAgo * DAY_MS);
  const base = order(n);
  return order(n, {
    status: 'approved',
    approvedAt: approvedAt.toISOString(),
    refundDeadline: new Date(approvedAt.getTime() + 30 * DAY_MS).toISOString(),
    events: [
      ...base.events,
      { status: 'approved', at: approvedAt.toISOString(), reason: 'Operación 778812', actor: null },
    ],
    ...overrides,
  });
}

export function myOrders(items: Order[], overrides: Partial<MyOrders> = {}): MyOrders {
  return { items, page: 1, pageSize: 10, total: items.length, ...overrides };
}

export function orderSummary(n: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  const { id: orderId, code, status, createdAt, student, items, totals } = order(n);
  return { id: orderId, code, status, createdAt, student, itemCount: items.length, totals, ...overrides };
}

export function orderList(items: OrderSummary[], overrides: Partial<OrderList> = {}): OrderList {
  return { items, page: 1, pageSize: 10, total: items.length, ...overrides };
}

/** The signed-in person looking at the screen. */
export function viewer(role: keyof typeof ROLES): CurrentUser {
  return {
    id: id(900),
    email: `${role.toLowerCase()}@aula.test`,
    names: 'Ana',
    lastNames: 'Rodríguez Salas',
    country: 'PE',
    phone: '',
    nroDoi: '',
    urlImage: null,
    joinedDate: '2026-01-15T12:00:00.000Z',
    mustChangePassword: false,
    passwordChangeReason: null,
    mfaEnabled: false,
    mfaRequired: false,
    rol: ROLES[role],
    industry: null,
    specialty: null,
    typeIdentityDocument: null,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
