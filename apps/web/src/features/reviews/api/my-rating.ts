import type { MyRating, RatingSaved, SaveRatingInput } from '@aula/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api/client';
import { reviewKeys } from './review-keys';

export function getMyRating(courseId: string): Promise<MyRating> {
  return unwrap(api.GET('/api/courses/{id}/my-rating', { params: { path: { id: courseId } } }));
}

/** Whether the signed-in person may rate the course, why not, and their rating. */
export function useMyRating(courseId: string) {
  return useQuery({ queryKey: reviewKeys.mine(courseId), queryFn: () => getMyRating(courseId) });
}

export function saveMyRating(courseId: string, input: SaveRatingInput): Promise<RatingSaved> {
  return unwrap(api.PUT('/api/courses/{id}/my-rating', { params: { path: { id: courseId } }, body: input }));
}

/**
 * Saves the caller's rating. Their own rating shows at once, as the server answered it; then every
 * list of reviews is read again (the course's, 'Reseñas'). The caller shows the failures: some
 * belong under a field, others above the buttons.
 */
export function useSaveRating(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRatingInput) => saveMyRating(courseId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyRating>(
        reviewKeys.mine(courseId),
        (current) => current && { ...current, rating: saved.rating },
      );
      toast.success(saved.message, { position: 'bottom-right' });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
