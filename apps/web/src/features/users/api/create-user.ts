import type { CreateUserData, UserSummary } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { userKeys } from './user-keys';

export function createUser(data: CreateUserData): Promise<UserSummary> {
  return unwrap(api.POST('/api/users', { body: data }));
}

/** 'Nuevo Usuario' (docs/product/people.md#creating-an-account): opens the account, then refreshes the list and its figures. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
