import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { courseKeys } from '@/lib/query-keys/course-keys';

export type CourseAction = 'publish' | 'unpublish' | 'delete';

function runAction(action: CourseAction, id: string): Promise<{ message: string }> {
  const params = { params: { path: { id } } };
  if (action === 'delete') return unwrap(api.DELETE('/api/courses/{id}', params));
  if (action === 'publish') return unwrap(api.POST('/api/courses/{id}/publish', params));
  return unwrap(api.POST('/api/courses/{id}/unpublish', params));
}

/** Publish, unpublish or delete: the success message shows only once the server confirms. */
export function useCourseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: CourseAction; id: string }) => runAction(action, id),
    onSuccess: ({ message }) => {
      toast.success(message, { duration: 4000, position: 'bottom-right' });
      return queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    onError: (error) => {
      toast.error(userMessageOf(error), {
        duration: 4000,
      });
    },
  });
}
