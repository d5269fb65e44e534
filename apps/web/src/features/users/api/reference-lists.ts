import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { countryKeys, documentTypeKeys } from './user-keys';

/** Reference lists change rarely (the server caches them too). */
const STALE_TIME_MS = 5 * 60_000;

/** Every country, to show a row's country by name and to filter by one. */
export function useCountries() {
  return useQuery({
    queryKey: countryKeys.all,
    queryFn: () => unwrap(api.GET('/api/reference/countries')),
    staleTime: STALE_TIME_MS,
  });
}

/** The identity document types, for 'Nuevo Usuario'. */
export function useDocumentTypes() {
  return useQuery({
    queryKey: documentTypeKeys.all,
    queryFn: () => unwrap(api.GET('/api/reference/identity-document-types')),
    staleTime: STALE_TIME_MS,
  });
}
