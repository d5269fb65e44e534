import type { UserListFilter, UserTotals } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { COUNT_ONCE_PER_VISIT } from '@/lib/list-query/counted-apart';
import { userKeys } from './user-keys';

export function getUserTotals(filter: UserListFilter): Promise<UserTotals> {
  return unwrap(api.GET('/api/users/totals', { params: { query: filter } }));
}

/**
 * How many people the search and filters find, and the stat cards: counted once per visit and
 * filter set, not on each page (docs/product/interface.md#counting-once-per-visit). A new filter's
 * count keeps the last one on screen while it loads, so the cards do not blink.
 */
export function useUserTotals(filter: UserListFilter) {
  return useQuery({
    queryKey: userKeys.totals(filter),
    queryFn: () => getUserTotals(filter),
    placeholderData: keepPreviousData,
    ...COUNT_ONCE_PER_VISIT,
  });
}
