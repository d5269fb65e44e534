import { useSearchParams } from 'react-router';
import { PROFILE_TAB_PARAM } from '../lib/profile-tabs';

/**
 * The tab named in the address when it is one of `ids`, else the first. Switching tabs replaces
 * the history entry, so Back leaves the profile instead of walking through its tabs.
 */
export function useProfileTab(ids: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(PROFILE_TAB_PARAM);
  const active = requested !== null && ids.includes(requested) ? requested : ids[0];
  const select = (id: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PROFILE_TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return [active, select] as const;
}
