import {
  CARD_PAGE_SIZE,
  COURSE_FILTER_KEYS,
  courseListQuerySchema,
  type CourseFacetsQuery,
  type CourseListQuery,
} from '@aula/shared';
import { validOr } from '@/lib/list-query/list-query';

/** What the list shows when the address says nothing: every course, newest first, page 1. */
export const DEFAULT_COURSE_LIST_QUERY: CourseListQuery = courseListQuerySchema.parse({
  pageSize: CARD_PAGE_SIZE,
});

const shape = courseListQuerySchema.shape;

/**
 * The list's search, filters, status, order and page as the address holds them, so that a reload,
 * a shared link or Back shows the same courses. A value the schema refuses (a hand-edited address)
 * falls back to its default instead of breaking the screen.
 */
export function readCourseListQuery(params: URLSearchParams): CourseListQuery {
  const raw = (key: keyof CourseListQuery) => params.get(key) ?? undefined;
  const d = DEFAULT_COURSE_LIST_QUERY;
  return {
    search: validOr(shape.search.safeParse(raw('search')), undefined) || undefined,
    status: validOr(shape.status.safeParse(raw('status')), d.status),
    sort: validOr(shape.sort.safeParse(raw('sort')), d.sort),
    page: validOr(shape.page.safeParse(raw('page')), d.page),
    pageSize: d.pageSize,
    industry: validOr(shape.industry.safeParse(raw('industry')), undefined),
    specialty: validOr(shape.specialty.safeParse(raw('specialty')), undefined),
    level: validOr(shape.level.safeParse(raw('level')), undefined),
    language: validOr(shape.language.safeParse(raw('language')), undefined),
    price: validOr(shape.price.safeParse(raw('price')), undefined),
    duration: validOr(shape.duration.safeParse(raw('duration')), undefined),
  };
}

/** The address for a query: only what differs from the defaults, so a plain visit keeps a clean address. */
export function writeCourseListQuery(query: CourseListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_COURSE_LIST_QUERY;
  if (query.search) params.set('search', query.search);
  for (const key of COURSE_FILTER_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.status !== d.status) params.set('status', query.status);
  if (query.sort !== d.sort) params.set('sort', query.sort);
  if (query.page !== d.page) params.set('page', String(query.page));
  return params;
}

/** How many filters are chosen (the search and the order are not filters). */
export const activeFilterCount = (query: CourseListQuery) =>
  COURSE_FILTER_KEYS.filter((key) => query[key] !== undefined).length;

/** The filters' counts are asked with what narrows the list, not with its order or page. */
export function facetsQueryOf({
  sort: _sort,
  page: _page,
  pageSize: _pageSize,
  ...rest
}: CourseListQuery): CourseFacetsQuery {
  return rest;
}
