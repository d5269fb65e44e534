import { userListQuerySchema, type UserExportQuery, type UserListQuery } from '@aula/shared';

/** What the list shows when the address says nothing: newest first, page 1 of 10. */
export const DEFAULT_USER_LIST_QUERY: UserListQuery = userListQuerySchema.parse({});

const shape = userListQuerySchema.shape;

/** A value the shared schema accepts, or the default: a hand-edited address never breaks the screen. */
function valid<T>(parsed: { success: true; data: T } | { success: false }, fallback: T): T {
  return parsed.success ? parsed.data : fallback;
}

/** The list's search, filters, order and page as the address holds them (reload and Back keep them). */
export function readUserListQuery(params: URLSearchParams): UserListQuery {
  const raw = (key: keyof UserListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_USER_LIST_QUERY;
  return {
    search: valid(shape.search.safeParse(raw('search')), undefined) || undefined,
    role: valid(shape.role.safeParse(raw('role')), d.role),
    country: valid(shape.country.safeParse(raw('country')), undefined),
    sort: valid(shape.sort.safeParse(raw('sort')), d.sort),
    page: valid(shape.page.safeParse(raw('page')), d.page),
    pageSize: valid(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays /dashboard/users. */
export function writeUserListQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_USER_LIST_QUERY;
  if (query.search) params.set('search', query.search);
  if (query.role !== d.role) params.set('role', query.role);
  if (query.country) params.set('country', query.country);
  if (query.sort !== d.sort) params.set('sort', query.sort);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type UserListChange = Partial<UserListQuery>;

/**
 * The query after a change. Any change but a page turn starts again at page 1: page 4 of the old
 * results means nothing once the search, a filter, the order or the page size changed.
 */
export function changeUserListQuery(query: UserListQuery, change: UserListChange): UserListQuery {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...query, ...(resetsPage && { page: 1 }), ...change };
}

/** How many pages the results fill: at least one, so an empty list reads 'Página 1 de 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** How many of the 'Filtros' sheet's filters are set (the search box is not one of them). */
export function activeFilterCount(query: UserListQuery): number {
  return (query.role !== 'all' ? 1 : 0) + (query.country ? 1 : 0);
}

/** 'Exportar' takes the list's search, filters and order, and every page of them. */
export function exportQueryOf({ page: _page, pageSize: _pageSize, ...rest }: UserListQuery): UserExportQuery {
  return rest;
}
