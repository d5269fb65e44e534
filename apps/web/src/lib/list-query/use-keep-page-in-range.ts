import { useEffect } from 'react';

/**
 * A page past the end (an old link, the last rows deleted since) goes to the last one, in place
 * of the history entry. `settled`: the page count comes from an answer for this very query, not
 * from the previous page's placeholder.
 */
export function useKeepPageInRange(
  page: number,
  pages: number,
  settled: boolean,
  change: (change: { page: number }, options: { replace: boolean }) => void,
) {
  const pastTheEnd = settled && page > pages;
  useEffect(() => {
    if (pastTheEnd) change({ page: pages }, { replace: true });
  }, [pastTheEnd, pages, change]);
}
