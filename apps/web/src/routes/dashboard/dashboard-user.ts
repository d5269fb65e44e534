import type { CurrentUser } from '@aula/shared';
import { useOutletContext } from 'react-router';

/** What the dashboard layout hands to every page under it. */
export interface DashboardOutletContext {
  user: CurrentUser;
}

/**
 * The signed-in user, for a page under /dashboard. The layout passes it down only once the
 * session guard has let the user in, so a page never renders without one.
 */
export function useDashboardUser(): CurrentUser {
  return useOutletContext<DashboardOutletContext>().user;
}
