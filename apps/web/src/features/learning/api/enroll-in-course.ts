import { type EnrollmentCreated } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { learningKeys } from '@/lib/query-keys/learning-keys';

/**
 * The enrollment toast sits bottom-right for 4 s, on success and on failure
 * (docs/product/learning.md#enrollment-answers).
 */
const TOAST = { duration: 4000, position: 'bottom-right' } as const;

export function enrollInCourse(id: string): Promise<EnrollmentCreated> {
  return unwrap(api.POST('/api/courses/{id}/enrollment', { params: { path: { id } } }));
}

/**
 * Enrolls the caller and shows the server's message. Either way the course is read again:
 * after a success it shows 'Continuar'; after 'ya está enrolado' (another tab, another
 * device) it shows the enrollment that already exists.
 */
export function useEnrollInCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollInCourse(id),
    onSuccess: ({ message }) => {
      toast.success(message, TOAST);
    },
    onError: (error) => {
      toast.error(userMessageOf(error), TOAST);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.courseDetail(id) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.myCourses }),
      ]),
  });
}
