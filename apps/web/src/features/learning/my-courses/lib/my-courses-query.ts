import { CARD_PAGE_SIZE, myCoursesQuerySchema, type MyCoursesQuery } from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/**
 * What 'Mis Cursos' shows when the address says nothing: every enrollment, the one touched last
 * first, page 1 of a card list's fixed size (docs/product/interface.md#page-sizes).
 */
export const DEFAULT_MY_COURSES_QUERY: MyCoursesQuery = myCoursesQuerySchema.parse({
  pageSize: CARD_PAGE_SIZE,
});

const shape = myCoursesQuerySchema.shape;

/**
 * The list's search, order and page as the address holds them, so that a reload, a shared link or
 * Back shows the same courses (docs/product/interface.md#the-list-in-the-address). A value the
 * schema refuses (a hand-edited address) falls back to its default instead of breaking the screen.
 */
export function readMyCoursesQuery(params: URLSearchParams): MyCoursesQuery {
  const raw = (key: keyof MyCoursesQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_MY_COURSES_QUERY;
  return {
    search: validOr(shape.search.safeParse(raw('search')), undefined) || undefined,
    sort: validOr(shape.sort.safeParse(raw('sort')), d.sort),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    // The screen's page is fixed: the address never sizes it.
    pageSize: d.pageSize,
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit stays /dashboard/my-courses. */
export function writeMyCoursesQuery(query: MyCoursesQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_MY_COURSES_QUERY;
  if (query.search) params.set('search', query.search);
  if (query.sort !== d.sort) params.set('sort', query.sort);
  if (query.page !== d.page) params.set('page', String(query.page));
  return params;
}
