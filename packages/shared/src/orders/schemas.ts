import { z } from 'zod';
import { currencyAmountSchema } from '../dashboard/schemas';
import { messages, orderMessages } from '../messages';
import { TABLE_PAGES, pageField, pageQuery } from '../paging';

const m = orderMessages;
const c = messages.cart;

export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_PAYMENT_METHODS = ['manual_transfer'] as const;
/** 'Mis Compras' shows this many orders a page, each with its courses and history. */
export const MY_ORDERS_PAGE_SIZE = 10;
export const ORDER_REASON_MIN_LENGTH = 3;
export const ORDER_REASON_MAX_LENGTH = 500;
export const PAYMENT_INSTRUCTIONS_MAX_LENGTH = 2000;
/** A student may have this many orders awaiting payment at once; checkout refuses one more. */
export const PENDING_ORDERS_MAX = 3;

/** Where a student follows their orders, and where an admin decides on one. */
export const MY_PURCHASES_PATH = '/dashboard/purchases';
export const orderAdminPath = (orderId: string) => `/dashboard/orders/${orderId}`;

const moneySchema = z.object({ code: z.string(), name: z.string() });

/** A course in the cart, at its current price; `unavailable` says why it can't be bought now. */
export const cartItemSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  instructor: z.object({ names: z.string(), lastNames: z.string() }),
  price: z.number(),
  currency: moneySchema,
  addedAt: z.string(),
  unavailable: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The cart: its courses, a total per currency of those that can be bought (never summed across
 * currencies) and the academy's payment instructions, null until an admin writes them.
 */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totals: z.array(currencyAmountSchema),
  paymentInstructions: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartSchema = z.object({ courseId: z.uuid({ error: c.invalidCourse }) });
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/**
 * 'Confirmar compra' sends the courses and prices the student saw: if the cart or a price changed
 * since, the order is not placed and the student reviews the cart again.
 */
export const checkoutSchema = z.object({
  items: z
    .array(z.object({ courseId: z.uuid({ error: c.invalidCourse }), price: z.number().nonnegative() }))
    .min(1, c.emptyCart)
    .max(200, c.cartChanged),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

const personSchema = z.object({ id: z.uuid(), names: z.string(), lastNames: z.string() });

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  reason: z.string().nullable(),
  /** Who made the change; admins only see it (a student sees the change and its reason). */
  actor: personSchema.nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderItemSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  price: z.number(),
  currency: moneySchema,
});

/** An order with its courses at the prices copied when it was placed, and its trail. */
export const orderSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  paymentInstructions: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The last day a refund may be registered: approval plus the guarantee; null unless approved. */
  refundDeadline: z.string().nullable(),
  student: personSchema.extend({ email: z.string() }),
  items: z.array(orderItemSchema),
  totals: z.array(currencyAmountSchema),
  events: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const myOrdersQuerySchema = z.object({ page: pageField() });
export const myOrdersSchema = z.object({
  items: z.array(orderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MyOrders = z.infer<typeof myOrdersSchema>;

/**
 * A calendar day, yyyy-MM-dd, that exists (not 2026-02-30) in the years an academy's records can
 * hold: the database would refuse a day it cannot store, and the list would fail instead of saying why.
 */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= '1900' && day < '3000';
};
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.invalidDate)
  .refine(isCalendarDay, m.invalidDate)
  .optional();

const orderFiltersSchema = z.object({
  status: z.enum(['all', ...ORDER_STATUSES], { error: m.invalidStatus }).default('all'),
  from: dayParam,
  to: dayParam,
  student: z.string().trim().max(120).optional(),
  course: z.string().trim().max(120).optional(),
});
const rangeInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

/**
 * The admin list's filters: status, a range of days the order was placed (calendar days of the
 * academy's time zone, both included), and text matching the student (names or email) or a course
 * title.
 */
export const orderListQuerySchema = orderFiltersSchema
  .extend({
    ...pageQuery(TABLE_PAGES),
  })
  .refine(rangeInOrder, { error: m.invalidRange, path: ['to'] });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/** 'Exportar' takes the list's filters, and every page of them. */
export const orderExportQuerySchema = orderFiltersSchema.refine(rangeInOrder, {
  error: m.invalidRange,
  path: ['to'],
});
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** A row of the admin list. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  student: personSchema.extend({ email: z.string() }),
  itemCount: z.number().int(),
  totals: z.array(currencyAmountSchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  items: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

const reasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(1, m.reasonRequired)
  .min(ORDER_REASON_MIN_LENGTH, m.reasonTooShort)
  .max(ORDER_REASON_MAX_LENGTH, m.reasonTooLong);

/** 'Aprobar' may carry a note, such as the transfer's operation number. */
export const approveOrderSchema = z.object({
  note: z
    .string()
    .trim()
    .max(ORDER_REASON_MAX_LENGTH, m.noteTooLong)
    .optional()
    .transform((note) => note || null),
});
export type ApproveOrderInput = z.input<typeof approveOrderSchema>;
/** 'Rechazar' and 'Reembolsar' always say why. */
export const orderDecisionSchema = z.object({ reason: reasonSchema });
export type OrderDecisionInput = z.infer<typeof orderDecisionSchema>;

export const paymentSettingsInputSchema = z.object({
  paymentInstructions: z
    .string({ error: m.settings.required })
    .trim()
    .min(1, m.settings.required)
    .max(PAYMENT_INSTRUCTIONS_MAX_LENGTH, m.settings.tooLong),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

export const paymentSettingsSchema = z.object({
  paymentInstructions: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ names: z.string(), lastNames: z.string() }).nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
