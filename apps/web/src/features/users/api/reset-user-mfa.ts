import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { userKeys } from './user-keys';

export async function resetUserMfa(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/users/{id}/mfa', { params: { path: { id } } }));
}

/**
 * An admin removes someone's second factor (they lost their phone and their recovery codes); the
 * list is read again, since its rows say who has one.
 */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
