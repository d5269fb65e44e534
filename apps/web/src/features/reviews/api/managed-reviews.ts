import type { ManagedReviewList } from '@aula/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { reviewKeys } from './review-keys';

export function listManagedReviews(course: string | undefined, cursor?: string): Promise<ManagedReviewList> {
  return unwrap(api.GET('/api/reviews', { params: { query: { course, cursor } } }));
}

/** 'Reseñas': the reviews of the courses the caller manages (one course's when given), by page. */
export function useManagedReviews(course: string | undefined) {
  return useInfiniteQuery({
    queryKey: reviewKeys.managed({ course }),
    queryFn: ({ pageParam }) => listManagedReviews(course, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
