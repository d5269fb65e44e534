import type { CourseList, CourseListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { courseKeys } from '@/lib/query-keys/course-keys';

export function listCourses(query: CourseListQuery): Promise<CourseList> {
  return unwrap(api.GET('/api/courses', { params: { query } }));
}

/** One page of the catalogue; the previous page stays on screen while the next loads. */
export function useCourseList(query: CourseListQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: () => listCourses(query),
    placeholderData: keepPreviousData,
  });
}
