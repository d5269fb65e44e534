/** What every server-paged list's query holds besides its search and filters. */
export interface PagedQuery {
  /** 1-based */
  page: number;
  pageSize: number;
}

/** A value the shared schema accepts, or the fallback: a hand-edited address never breaks the screen. */
export function validOr<T>(parsed: { success: true; data: T } | { success: false }, fallback: T): T {
  return parsed.success ? parsed.data : fallback;
}

/**
 * The query after a change. Any change but a page turn starts again at page 1: page 4 of the old
 * results means nothing once the search, a filter, the order or the page size changed.
 */
export function changeListQuery<Q extends PagedQuery>(query: Q, change: Partial<Q>): Q {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...query, ...(resetsPage && { page: 1 }), ...change };
}

/** How many pages the results fill: at least one, so an empty list reads 'Página 1 de 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
