import {
  userListFilterSchema,
  userListQuerySchema,
  type UserExportQuery,
  type UserListFilter,
  type UserListQuery,
} from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: newest first, page 1 of 10. */
export const DEFAULT_USER_LIST_QUERY: UserListQuery = userListQuerySchema.parse({});

const shape = userListQuerySchema.shape;

/**
 * The list's search, filters, order and page as the address holds them (reload and Back keep them).
 * Never `after`: how a page was read is the cache's business, not the address's.
 */
export function readUserListQuery(params: URLSearchParams): UserListQuery {
  const raw = (key: keyof UserListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_USER_LIST_QUERY;
  return {
    search: validOr(shape.search.safeParse(raw('search')), undefined) || undefined,
    role: validOr(shape.role.safeParse(raw('role')), d.role),
    country: validOr(shape.country.safeParse(raw('country')), undefined),
    unit: validOr(shape.unit.safeParse(raw('unit')), undefined),
    position: validOr(shape.position.safeParse(raw('position')), undefined),
    profession: validOr(shape.profession.safeParse(raw('profession')), undefined),
    sort: validOr(shape.sort.safeParse(raw('sort')), d.sort),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays /dashboard/users. */
export function writeUserListQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_USER_LIST_QUERY;
  if (query.search) params.set('search', query.search);
  if (query.role !== d.role) params.set('role', query.role);
  if (query.country) params.set('country', query.country);
  if (query.unit) params.set('unit', query.unit);
  if (query.position) params.set('position', query.position);
  if (query.profession) params.set('profession', query.profession);
  if (query.sort !== d.sort) params.set('sort', query.sort);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type UserListChange = Partial<UserListQuery>;

/** How many of the 'Filtros' sheet's filters are set (the search box is not one of them). */
export function activeFilterCount(query: UserListQuery): number {
  return [query.role !== 'all', query.country, query.unit, query.position, query.profession].filter(Boolean)
    .length;
}

/** 'Limpiar filtros': every filter of the sheet back to none. */
export const NO_FILTERS: UserListChange = {
  role: 'all',
  country: undefined,
  unit: undefined,
  position: undefined,
  profession: undefined,
};

/** 'Exportar' takes the list's search, filters and order, and every page of them. */
export function exportQueryOf({
  page: _page,
  pageSize: _pageSize,
  after: _after,
  ...rest
}: UserListQuery): UserExportQuery {
  return rest;
}

const FILTER_FIELDS = userListFilterSchema.keyof().options;

/**
 * What the total and the stat cards count: the search and the filters, nothing of the order or
 * the page (the shared schema names them, so a new filter is counted too).
 */
export function userListFilterOf(query: UserListQuery): UserListFilter {
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, query[field]])) as UserListFilter;
}
