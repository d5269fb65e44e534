import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeUserListQuery,
  readUserListQuery,
  writeUserListQuery,
  type UserListChange,
} from '../lib/user-list-query';

/**
 * The list's state lives in the address, so that a reload, a shared link or Back shows the same
 * page. Typing in the search box replaces the history entry (Back should not replay keystrokes);
 * every other change adds one.
 */
export function useUserListQuery() {
  const [params, setParams] = useSearchParams();
  const query = readUserListQuery(params);
  const change = useCallback(
    (update: UserListChange, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeUserListQuery(changeUserListQuery(readUserListQuery(current), update)), {
        replace,
      }),
    [setParams],
  );
  return [query, change] as const;
}
