import type { OrderListQuery } from '@aula/shared';

export const orderKeys = {
  all: ['orders'] as const,
  /** every page of 'Mis Compras' */
  mine: ['orders', 'mine'] as const,
  minePage: (page: number) => ['orders', 'mine', page] as const,
  /** every page of the admin's list, whatever its filters */
  lists: ['orders', 'list'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};
