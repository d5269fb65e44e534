import { type Job, scheduledTaskMessages } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { jobKeys } from './job-keys';

export function retryJob(id: string): Promise<Job> {
  return unwrap(api.POST('/api/jobs/{id}/retry', { params: { path: { id } } }));
}

/**
 * 'Reintentar' on a failed job: it goes back to the queue with all its attempts. Either way the
 * list and the summary are read again: after a refusal (409: another admin retried it first) they
 * show the job's real state. The toasts live here, not with the button: the button leaves the row
 * as soon as the job is no longer failed. The mutation stays pending until the list is read again,
 * so the row never offers a second retry of a job already queued.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => toast.success(scheduledTaskMessages.retried),
    onError: (error) => toast.error(userMessageOf(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
