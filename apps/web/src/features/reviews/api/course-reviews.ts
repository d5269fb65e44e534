import type { CourseReview, CourseReviews } from '@aula/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { reviewKeys } from './review-keys';

export function listCourseReviews(courseId: string, cursor?: string): Promise<CourseReviews> {
  return unwrap(
    api.GET('/api/courses/{id}/reviews', { params: { path: { id: courseId }, query: { cursor } } }),
  );
}

/** A course's rating summary and its reviews, most recent first, one server page at a time. */
export function useCourseReviews(courseId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.course(courseId),
    queryFn: ({ pageParam }) => listCourseReviews(courseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every loaded review, in the order the pages came. */
export function loadedReviews<Review = CourseReview>(
  data: { pages: Array<{ items: Review[] }> } | undefined,
): Review[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
