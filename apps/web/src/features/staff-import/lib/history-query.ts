import { staffImportHistoryQuerySchema } from '@aula/shared';
import { type PagedQuery, validOr } from '@/lib/list-query/list-query';

/** The first page of the history, at the tables' usual size, when the address says nothing. */
const DEFAULT_HISTORY_QUERY: PagedQuery = staffImportHistoryQuerySchema.parse({});
const shape = staffImportHistoryQuerySchema.shape;

/** The history's page as the address holds it (reload and Back keep it). */
export function readHistoryQuery(params: URLSearchParams): PagedQuery {
  const raw = (key: keyof PagedQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_HISTORY_QUERY;
  return {
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a page: only what differs from the defaults, so a plain visit stays bare. */
export function writeHistoryQuery(query: PagedQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_HISTORY_QUERY;
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}
