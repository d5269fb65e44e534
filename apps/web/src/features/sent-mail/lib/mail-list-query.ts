import { mailListQuerySchema, type MailListQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: every message, newest first, page 1 of 10. */
export const DEFAULT_MAIL_LIST_QUERY: MailListQuery = mailListQuerySchema.parse({});

const shape = mailListQuerySchema.shape;

/** The list's state filter and page as the address holds them (reload, Back and a shared link keep them). */
export function readMailListQuery(params: URLSearchParams): MailListQuery {
  const raw = (key: keyof MailListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_MAIL_LIST_QUERY;
  return {
    state: validOr(shape.state.safeParse(raw('state')), d.state),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays bare. */
export function writeMailListQuery(query: MailListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_MAIL_LIST_QUERY;
  if (query.state !== d.state) params.set('state', query.state);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type MailListChange = Partial<MailListQuery>;
