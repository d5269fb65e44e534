import { jobListQuerySchema, type JobListQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: every job, newest first, page 1 of 10. */
export const DEFAULT_JOB_LIST_QUERY: JobListQuery = jobListQuerySchema.parse({});

const shape = jobListQuerySchema.shape;

/**
 * The list's state filter and page as the address holds them (reload, Back and a shared link keep
 * them). The API also filters by kind, which this screen does not offer: the address carries none.
 */
export function readJobListQuery(params: URLSearchParams): JobListQuery {
  const raw = (key: keyof JobListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_JOB_LIST_QUERY;
  return {
    state: validOr(shape.state.safeParse(raw('state')), d.state),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays bare. */
export function writeJobListQuery(query: JobListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_JOB_LIST_QUERY;
  if (query.state !== d.state) params.set('state', query.state);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type JobListChange = Partial<JobListQuery>;
