import type { UserList, UserListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { userKeys } from './user-keys';

export function listUsers(query: UserListQuery): Promise<UserList> {
  return unwrap(api.GET('/api/users', { params: { query } }));
}

/** One page of 'Lista de Usuarios' with the stat cards; the previous page stays on screen while the next loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
}
