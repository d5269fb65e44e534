import type { Placement, PlacementData } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { organisationKeys } from '@/lib/organisation/organisation-lists';
import { placementKeys } from './placement-keys';

export interface SavePlacementRequest {
  profileId: string;
  place: PlacementData;
}

export function savePlacement({ profileId, place }: SavePlacementRequest): Promise<Placement> {
  return unwrap(api.PUT('/api/users/{id}/placement', { params: { path: { id: profileId } }, body: place }));
}

/**
 * 'Guardar organización'. The answer is the place as saved; the users list (its filters), the
 * tree's and the positions' head counts and the person's own view are asked again.
 */
export function useSavePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlacement,
    onSuccess: (place, { profileId }) => {
      queryClient.setQueryData(placementKeys.of(profileId), place);
      void queryClient.invalidateQueries({ queryKey: placementKeys.own });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: organisationKeys.units });
      void queryClient.invalidateQueries({ queryKey: organisationKeys.positions });
    },
  });
}
