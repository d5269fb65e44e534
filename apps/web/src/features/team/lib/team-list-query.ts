import {
  teamListFilterSchema,
  teamListQuerySchema,
  type TeamListFilter,
  type TeamListQuery,
} from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: the whole team, page 1 of 10. */
export const DEFAULT_TEAM_LIST_QUERY: TeamListQuery = teamListQuerySchema.parse({});

const shape = teamListQuerySchema.shape;

/**
 * The list's search, unit and page as the address holds them (reload and Back keep them). Never
 * `after`: how a page was read is the cache's business, not the address's.
 */
export function readTeamListQuery(params: URLSearchParams): TeamListQuery {
  const raw = (key: keyof TeamListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_TEAM_LIST_QUERY;
  return {
    search: validOr(shape.search.safeParse(raw('search')), undefined) || undefined,
    unit: validOr(shape.unit.safeParse(raw('unit')), undefined),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays /dashboard/team. */
export function writeTeamListQuery(query: TeamListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_TEAM_LIST_QUERY;
  if (query.search) params.set('search', query.search);
  if (query.unit) params.set('unit', query.unit);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type TeamListChange = Partial<TeamListQuery>;

/** Whether a search or a unit narrows the list: its empty message says 'no results', not 'nobody'. */
export const isFiltered = (query: TeamListQuery) => Boolean(query.search) || Boolean(query.unit);

const FILTER_FIELDS = teamListFilterSchema.keyof().options;

/**
 * What the total counts: the search and the unit, not the page (the shared schema names them, so
 * a new filter is counted too).
 */
export function teamListFilterOf(query: TeamListQuery): TeamListFilter {
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, query[field]])) as TeamListFilter;
}
