import type { Placement } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { placementKeys } from './placement-keys';

export function getPlacement(profileId: string): Promise<Placement> {
  return unwrap(api.GET('/api/users/{id}/placement', { params: { path: { id: profileId } } }));
}

/** Someone's place in the organisation, for the admin's user sheet. */
export function usePlacement(profileId: string) {
  return useQuery({ queryKey: placementKeys.of(profileId), queryFn: () => getPlacement(profileId) });
}

export function getOwnPlacement(): Promise<Placement> {
  return unwrap(api.GET('/api/account/placement'));
}

/** The signed-in person's own place, for their profile. */
export function useOwnPlacement() {
  return useQuery({ queryKey: placementKeys.own, queryFn: getOwnPlacement });
}
