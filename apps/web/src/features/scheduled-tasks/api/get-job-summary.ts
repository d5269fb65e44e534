import type { JobSummary } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { jobKeys } from './job-keys';

export function getJobSummary(): Promise<JobSummary> {
  return unwrap(api.GET('/api/jobs/summary'));
}

/** What each kind of job did over the last 24 hours, and whether the queue keeps up. */
export function useJobSummary() {
  return useQuery({ queryKey: jobKeys.summary, queryFn: getJobSummary });
}
