import { useCallback, useLayoutEffect, useRef } from 'react';
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
  // Each change starts from the address as last written. React Router hands a functional update
  // the address of the render that made its setter, so two changes close together (two search
  // boxes' pauses, a timer set before the last navigation) would both start from the same old
  // address, and the later one would undo the earlier.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback<ListQueryChange<Q>>(
    (update, { replace = false } = {}) => {
      const next = write(changeListQuery(read(latest.current), update));
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams, read, write],
  );
  return [query, change] as const;
}
