import { functionalUpdate, type PaginationState, type Updater } from '@tanstack/react-table';
import type { PagedQuery } from './list-query';

/**
 * A server-paged TanStack table's pagination, read from the list's query (1-based pages) and
 * written back to it through `onChange`, so that the address, not the table, holds it.
 */
export function tablePagination(
  query: PagedQuery,
  onChange: (change: { page: number } | { pageSize: number }) => void,
) {
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.pageSize };
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, pagination);
    // A new page size starts again at page 1 (changeListQuery), whatever page the table computed.
    if (next.pageSize !== pagination.pageSize) onChange({ pageSize: next.pageSize });
    else if (next.pageIndex !== pagination.pageIndex) onChange({ page: next.pageIndex + 1 });
  };
  return { pagination, onPaginationChange };
}
