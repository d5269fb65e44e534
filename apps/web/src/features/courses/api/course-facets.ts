import type { CourseFacets, CourseFacetsQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { courseKeys } from '@/lib/query-keys/course-keys';

/** How many courses each filter value lists; the last counts stay on screen while new ones load. */
export function useCourseFacets(query: CourseFacetsQuery) {
  return useQuery({
    queryKey: courseKeys.facets(query),
    queryFn: (): Promise<CourseFacets> => unwrap(api.GET('/api/courses/facets', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}
