import type { JobList, JobListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { jobKeys } from './job-keys';

export function listJobs(query: JobListQuery): Promise<JobList> {
  return unwrap(api.GET('/api/jobs', { params: { query } }));
}

/** One page of the queue's jobs, newest first; the previous page stays on screen while the next loads. */
export function useJobList(query: JobListQuery) {
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: () => listJobs(query),
    placeholderData: keepPreviousData,
  });
}
