import type { PositionList } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys } from '@/lib/organisation/organisation-lists';

/** A change to the positions. Every one answers the whole list, which replaces the cached one. */
export function usePositionChange<Input>(change: (input: Input) => Promise<PositionList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => queryClient.setQueryData(organisationKeys.positions, list),
  });
}
