import type { UnitTree } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys } from '@/lib/organisation/organisation-lists';

/**
 * A change to the tree. Every one answers the whole tree as it now stands, which replaces the
 * cached one: the screen redraws from that answer without asking again.
 */
export function useUnitTreeChange<Input>(change: (input: Input) => Promise<UnitTree>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (tree) => queryClient.setQueryData(organisationKeys.units, tree),
  });
}
