import { securityEventListQuerySchema, type SecurityEventListQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the log shows when the address says nothing: every event, newest first, page 1 of 10. */
export const DEFAULT_SECURITY_EVENT_QUERY: SecurityEventListQuery = securityEventListQuerySchema.parse({});

const shape = securityEventListQuerySchema.shape;

/** The log's filters and page as the address holds them (reload, Back and a shared link keep them). */
export function readSecurityEventQuery(params: URLSearchParams): SecurityEventListQuery {
  const raw = (key: keyof SecurityEventListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_SECURITY_EVENT_QUERY;
  return {
    type: validOr(shape.type.safeParse(raw('type')), d.type),
    outcome: validOr(shape.outcome.safeParse(raw('outcome')), d.outcome),
    actor: validOr(shape.actor.safeParse(raw('actor')), undefined) || undefined,
    target: validOr(shape.target.safeParse(raw('target')), undefined) || undefined,
    from: validOr(shape.from.safeParse(raw('from')), undefined),
    to: validOr(shape.to.safeParse(raw('to')), undefined),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays bare. */
export function writeSecurityEventQuery(query: SecurityEventListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_SECURITY_EVENT_QUERY;
  if (query.type !== d.type) params.set('type', query.type);
  if (query.outcome !== d.outcome) params.set('outcome', query.outcome);
  if (query.actor) params.set('actor', query.actor);
  if (query.target) params.set('target', query.target);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type SecurityEventQueryChange = Partial<SecurityEventListQuery>;

/** 'Limpiar filtros': every event again (the page size stays). */
export const CLEARED_FILTERS: SecurityEventQueryChange = {
  type: 'all',
  outcome: 'all',
  actor: undefined,
  target: undefined,
  from: undefined,
  to: undefined,
};

export function hasFilters(query: SecurityEventListQuery): boolean {
  return (
    query.type !== 'all' ||
    query.outcome !== 'all' ||
    Boolean(query.actor || query.target || query.from || query.to)
  );
}

/**
 * What the server would refuse in these filters, in its own words (a range whose end comes before
 * its start), or null. Each value of the address is already valid alone; only their combination
 * can be wrong.
 */
export function filtersError(query: SecurityEventListQuery): string | null {
  const parsed = securityEventListQuerySchema.safeParse(query);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
