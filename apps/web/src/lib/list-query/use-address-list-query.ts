import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { changeListQuery, type PagedQuery } from './list-query';

/** Writes a change to the list's query; `replace` keeps it out of the history. */
export type ListQueryChange<Q> = (change: Partial<Q>, options?: { replace?: boolean }) => void;

/**
 * A list's query kept in the address, so that a reload, a shared link or Back shows the same
 * page. `read` and `write` translate between the address and the query (module-level functions,
 * so that `change` keeps its identity). Typing in the search box should replace the history
 * entry (Back should not replay keystrokes); every other change adds one.
 */
export function useAddressListQuery<Q extends PagedQuery>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const change = useCallback<ListQueryChange<Q>>(
    (update, { replace = false } = {}) =>
      setParams((current) => write(changeListQuery(read(current), update)), { replace }),
    [setParams, read, write],
  );
  return [query, change] as const;
}
