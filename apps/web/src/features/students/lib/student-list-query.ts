import { studentListQuerySchema, type StudentExportQuery, type StudentListQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: every course and status, page 1 of 10. */
export const DEFAULT_STUDENT_LIST_QUERY: StudentListQuery = studentListQuerySchema.parse({});

const shape = studentListQuerySchema.shape;

/** The list's course, search, status and page as the address holds them (reload and Back keep them). */
export function readStudentListQuery(params: URLSearchParams): StudentListQuery {
  const raw = (key: keyof StudentListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_STUDENT_LIST_QUERY;
  return {
    courseId: validOr(shape.courseId.safeParse(raw('courseId')), undefined),
    search: validOr(shape.search.safeParse(raw('search')), undefined) || undefined,
    status: validOr(shape.status.safeParse(raw('status')), d.status),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: validOr(shape.pageSize.safeParse(raw('pageSize')), d.pageSize),
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

/** 'Exportar' takes the list's course, search and status, and every page of them. */
export function exportQueryOf({
  page: _page,
  pageSize: _pageSize,
  ...rest
}: StudentListQuery): StudentExportQuery {
  return rest;
}
