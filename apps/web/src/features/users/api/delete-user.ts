import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { userKeys } from './user-keys';

export function deleteUser(id: string): Promise<unknown> {
  return unwrap(api.DELETE('/api/users/{id}', { params: { path: { id } } }));
}

/** Deletes an account (a soft delete on the server), then refreshes the list and its figures. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
