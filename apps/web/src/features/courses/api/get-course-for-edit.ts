import type { CourseEdit } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { courseKeys } from '@/lib/query-keys/course-keys';

export function getCourseForEdit(id: string): Promise<CourseEdit> {
  return unwrap(api.GET('/api/courses/{id}/edit', { params: { path: { id } } }));
}

/**
 * The course as the form edits it. It fills the form once; refetching it later would not
 * change what the user is typing, so it is not refetched on focus. Its signed file links
 * expire, so it is asked afresh each time the form opens.
 */
export function useCourseForEdit(id: string) {
  return useQuery({
    queryKey: courseKeys.edit(id),
    queryFn: () => getCourseForEdit(id),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
