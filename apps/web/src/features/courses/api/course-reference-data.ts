import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { referenceKeys } from '@/lib/query-keys/course-keys';

/** Reference lists change rarely (the server caches them too): no need to refetch while the form is open. */
const STALE_TIME_MS = 5 * 60_000;

export interface ReferenceItem {
  id: string;
  name: string;
  code: string;
}

export function useCoins() {
  return useQuery({
    queryKey: referenceKeys.coins,
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/coins')),
    staleTime: STALE_TIME_MS,
  });
}

export function useLanguages() {
  return useQuery({
    queryKey: referenceKeys.languages,
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/languages')),
    staleTime: STALE_TIME_MS,
  });
}

export function useDifficultyLevels() {
  return useQuery({
    queryKey: referenceKeys.difficultyLevels,
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/difficulty-levels')),
    staleTime: STALE_TIME_MS,
  });
}

export function useIndustries() {
  return useQuery({
    queryKey: referenceKeys.industries,
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/industries')),
    staleTime: STALE_TIME_MS,
  });
}

/** The specialties of one industry; nothing is asked until an industry is chosen. */
export function useSpecialties(industryId: string) {
  return useQuery({
    queryKey: referenceKeys.specialties(industryId),
    queryFn: (): Promise<ReferenceItem[]> =>
      unwrap(api.GET('/api/reference/industries/{id}/specialties', { params: { path: { id: industryId } } })),
    enabled: industryId !== '',
    staleTime: STALE_TIME_MS,
  });
}
