import type { MyProgress } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { learningKeys } from '@/lib/query-keys/learning-keys';

export function getMyProgress(): Promise<MyProgress> {
  return unwrap(api.GET('/api/learning/progress'));
}

/** The caller's progress in every course they are enrolled in, with the summary figures. */
export function useMyProgress() {
  return useQuery({ queryKey: learningKeys.myProgress, queryFn: getMyProgress });
}
