import { studentListQuerySchema, type StudentExportQuery, type StudentListQuery } from '@aula/shared';

/** What the list shows when the address says nothing: every course and status, page 1 of 10. */
export const DEFAULT_STUDENT_LIST_QUERY: StudentListQuery = studentListQuerySchema.parse({});

const shape = studentListQuerySchema.shape;

/** A value the shared schema accepts, or the fallback: a hand-edited address never breaks the screen. */
function valid<T>(parsed: { success: true; data: T } | { success: false }, fallback: T): T {
  return parsed.success ? parsed.data : fallback;
}

/** The list's course, search, status and page as the address holds them (reload and Back keep them). */
export function readStudentListQuery(params: URLSearchParams): StudentListQuery {
  const raw = (key: keyof StudentListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_STUDENT_LIST_QUERY;
  return {
    courseId: valid(shape.courseId.safeParse(raw('courseId')), undefined),
    search: valid(shape.search.safeParse(raw('search')), undefined) || undefined,
    status: valid(shape.status.safeParse(raw('status')), d.status),
    page: valid(shape.page.safeParse(raw('page')), d.page),
    pageSize: valid(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays /dashboard/students. */
export function writeStudentListQuery(query: StudentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_STUDENT_LIST_QUERY;
  if (query.courseId) params.set('courseId', query.courseId);
  if (query.search) params.set('search', query.search);
  if (query.status !== d.status) params.set('status', query.status);
  if (query.page !== d.page) params.set('page', String(query.page));
  if (query.pageSize !== d.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

export type StudentListChange = Partial<StudentListQuery>;

/** The query after a change: any change but a page turn starts again at page 1. */
export function changeStudentListQuery(query: StudentListQuery, change: StudentListChange): StudentListQuery {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...query, ...(resetsPage && { page: 1 }), ...change };
}

/** How many pages the results fill: at least one, so an empty list reads 'Página 1 de 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Exportar' takes the list's course, search and status, and every page of them. */
export function exportQueryOf({
  page: _page,
  pageSize: _pageSize,
  ...rest
}: StudentListQuery): StudentExportQuery {
  return rest;
}
