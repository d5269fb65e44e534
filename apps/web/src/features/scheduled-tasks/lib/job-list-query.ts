import { jobListQuerySchema, scheduledTaskMessages, type JobListQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: every job, newest first, page 1 of 10. */
export const DEFAULT_JOB_LIST_QUERY: JobListQuery = jobListQuerySchema.parse({});

const shape = jobListQuerySchema.shape;

/** The kinds the 'Tipo' filter offers: those this version has a name for. */
export const KNOWN_JOB_KINDS = Object.keys(scheduledTaskMessages.kinds);

/**
 * The list's filters and page as the address holds them (reload, Back and a shared link keep them).
 * A kind this version does not name is dropped, so the filter never shows a choice it lacks.
 */
export function readJobListQuery(params: URLSearchParams): JobListQuery {
  const raw = (key: keyof JobListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_JOB_LIST_QUERY;
  return {
    state: validOr(shape.state.safeParse(raw('state')), d.state),
    kind: KNOWN_JOB_KINDS.find((kind) => kind === raw('kind')),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays bare. */
export function writeJobListQuery(query: JobListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_JOB_LIST_QUERY;
  if (query.state !== d.state) params.set('state', query.state);
  if (query.kind) params.set('kind', query.kind);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type JobListChange = Partial<JobListQuery>;
