import type { SecurityEventList, SecurityEventListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { securityEventKeys } from './security-event-keys';

export function listSecurityEvents(query: SecurityEventListQuery): Promise<SecurityEventList> {
  return unwrap(api.GET('/api/security-events', { params: { query } }));
}

/**
 * One page of the security log; the previous page stays on screen while the next loads.
 * `enabled: false` holds the request back while the filters are ones the server would refuse.
 */
export function useSecurityEventList(query: SecurityEventListQuery, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: securityEventKeys.list(query),
    queryFn: () => listSecurityEvents(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
