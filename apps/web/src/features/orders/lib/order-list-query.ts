import { orderListQuerySchema, type OrderExportQuery, type OrderListQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: every order, newest first, page 1 of 10. */
export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = orderListQuerySchema.parse({});

const shape = orderListQuerySchema.shape;

/** The list's filters and page as the address holds them (reload, Back and a shared link keep them). */
export function readOrderListQuery(params: URLSearchParams): OrderListQuery {
  const raw = (key: keyof OrderListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_ORDER_LIST_QUERY;
  return {
    status: validOr(shape.status.safeParse(raw('status')), d.status),
    from: validOr(shape.from.safeParse(raw('from')), undefined),
    to: validOr(shape.to.safeParse(raw('to')), undefined),
    student: validOr(shape.student.safeParse(raw('student')), undefined) || undefined,
    course: validOr(shape.course.safeParse(raw('course')), undefined) || undefined,
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays /dashboard/orders. */
export function writeOrderListQuery(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_ORDER_LIST_QUERY;
  if (query.status !== d.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.student) params.set('student', query.student);
  if (query.course) params.set('course', query.course);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type OrderListChange = Partial<OrderListQuery>;

/** 'Limpiar filtros': every order again (the page size stays). */
export const CLEARED_FILTERS: OrderListChange = {
  status: 'all',
  from: undefined,
  to: undefined,
  student: undefined,
  course: undefined,
};

export function hasFilters(query: OrderListQuery): boolean {
  return query.status !== 'all' || Boolean(query.from || query.to || query.student || query.course);
}

/**
 * What the server would refuse in these filters, in its own words (a range whose end comes before
 * its start), or null. Each value of the address is already valid alone; only their combination
 * can be wrong.
 */
export function filtersError(query: OrderListQuery): string | null {
  const parsed = orderListQuerySchema.safeParse(query);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** 'Exportar' takes the list's filters, and every page of them. */
export function exportQueryOf({
  page: _page,
  pageSize: _pageSize,
  ...filters
}: OrderListQuery): OrderExportQuery {
  return filters;
}
