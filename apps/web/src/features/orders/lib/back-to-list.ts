/** The admin list's address, carried to an order's detail so that 'Volver a pedidos' keeps its filters. */
export interface OrderListLinkState {
  listSearch: string;
}

const ORDER_LIST_PATH = '/dashboard/orders';

export const orderListLinkState = (listSearch: string): OrderListLinkState => ({ listSearch });

/**
 * Where 'Volver a pedidos' goes: the list as it was left, or the plain list when the detail was
 * opened some other way (a notification, a shared link, a reload in another tab).
 */
export function backToListPath(state: unknown): string {
  const search = (state as Partial<OrderListLinkState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${ORDER_LIST_PATH}${search}`
    : ORDER_LIST_PATH;
}
