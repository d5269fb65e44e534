import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PagedQuery } from './list-query';

/**
 * The `after` that reads a page by keyset (docs/product/interface.md#counting-once-per-visit): the
 * `next` of the page before it, when the cache holds that page of the same list (the one the user
 * turned from). The server then reads on from that row through its index instead of skipping every
 * row before; without it, or when that row is gone, `page` alone decides, with the same rows.
 *
 * `keyOf` must leave `after` out of the key: a page is one cache entry however it was read.
 */
export function afterPreviousPage<Q extends PagedQuery>(
  client: QueryClient,
  query: Q,
  keyOf: (query: Q) => QueryKey,
): string | undefined {
  if (query.page <= 1) return undefined;
  const previous = client.getQueryData<{ next: string | null }>(keyOf({ ...query, page: query.page - 1 }));
  return previous?.next ?? undefined;
}
