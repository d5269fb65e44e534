import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { dialCountries, type Country } from '../lib/country-search';

/** Reference lists change rarely (the server caches them too): no need to refetch while the form is open. */
const STALE_TIME_MS = 5 * 60_000;

export interface ReferenceItem {
  id: string;
  name: string;
  code: string;
}

export function useGenders() {
  return useQuery({
    queryKey: ['reference', 'genders'],
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/genders')),
    staleTime: STALE_TIME_MS,
  });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: ['reference', 'identity-document-types'],
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/identity-document-types')),
    staleTime: STALE_TIME_MS,
  });
}

export function useIndustries() {
  return useQuery({
    queryKey: ['reference', 'industries'],
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET('/api/reference/industries')),
    staleTime: STALE_TIME_MS,
  });
}

/** The specialties of one professional area; nothing is asked until an area is chosen. */
export function useSpecialties(industryId: string) {
  return useQuery({
    queryKey: ['reference', 'industries', industryId, 'specialties'],
    queryFn: (): Promise<ReferenceItem[]> =>
      unwrap(api.GET('/api/reference/industries/{id}/specialties', { params: { path: { id: industryId } } })),
    enabled: industryId !== '',
    staleTime: STALE_TIME_MS,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: (): Promise<Country[]> => unwrap(api.GET('/api/reference/countries')),
    staleTime: STALE_TIME_MS,
  });
}

/** Countries that have a dial code, sorted by name, for the phone prefix. */
export function useDialCountries() {
  return useQuery({
    queryKey: ['reference', 'countries', { withDialCode: true }],
    queryFn: async () =>
      dialCountries(
        await unwrap(api.GET('/api/reference/countries', { params: { query: { withDialCode: 'true' } } })),
      ),
    staleTime: STALE_TIME_MS,
  });
}
