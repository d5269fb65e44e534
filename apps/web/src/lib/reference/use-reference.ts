import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { referenceKeys, type ReferenceCatalogue } from '@/lib/query-keys/reference-keys';

/**
 * The server answers these lists with max-age=300 and they change rarely
 * (docs/product/courses.md#reference-data): the web keeps them as long, so no form refetches
 * them while it is open.
 */
export const REFERENCE_STALE_TIME_MS = 5 * 60_000;

/** A row of a reference list: the code is the stable key, the name is what people read. */
export interface ReferenceItem {
  id: string;
  name: string;
  code: string;
}

/** A country as the reference API lists it (GET /api/reference/countries). */
export interface Country {
  name: string;
  cca2: string;
  flag: string;
  dialCode: string | null;
}

/** One plain reference list (levels, languages, currencies, areas, genders, document types...). */
export function useReferenceList(catalogue: ReferenceCatalogue) {
  return useQuery({
    queryKey: referenceKeys.list(catalogue),
    queryFn: (): Promise<ReferenceItem[]> => unwrap(api.GET(`/api/reference/${catalogue}`)),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

/** The specialties of one professional area; nothing is asked until an area is chosen. */
export function useSpecialties(industryId: string) {
  return useQuery({
    queryKey: referenceKeys.specialties(industryId),
    queryFn: (): Promise<ReferenceItem[]> =>
      unwrap(api.GET('/api/reference/industries/{id}/specialties', { params: { path: { id: industryId } } })),
    enabled: industryId !== '',
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

/**
 * Every country, once for every screen. A screen that needs a part of the list (the phone prefix
 * offers only countries with a dial code) derives it with `select` from the same cached answer;
 * pass a function defined outside the component so the result is kept between renders.
 */
export function useCountries<T = Country[]>(select?: (countries: Country[]) => T) {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: (): Promise<Country[]> => unwrap(api.GET('/api/reference/countries')),
    select,
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}
