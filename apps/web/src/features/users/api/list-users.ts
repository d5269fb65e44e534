import type { UserList, UserListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { afterPreviousPage } from '@/lib/list-query/keyset-after';
import { userKeys } from './user-keys';

export function listUsers(query: UserListQuery): Promise<UserList> {
  return unwrap(api.GET('/api/users', { params: { query } }));
}

/**
 * One page of 'Lista de Usuarios' (its total and the stat cards come apart: user-totals.ts); the
 * previous page stays on screen while the next loads. The page after one in the cache is read on
 * from its last row, by keyset.
 */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ client }) => listUsers({ ...query, after: afterPreviousPage(client, query, userKeys.list) }),
    placeholderData: keepPreviousData,
  });
}
