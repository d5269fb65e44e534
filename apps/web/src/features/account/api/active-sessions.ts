import type { ActiveSessions } from '@aula/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useSignOutMutation } from '@/lib/session/use-sign-out-mutation';

const sessionsKey = ['account', 'sessions'] as const;

export function listActiveSessions(): Promise<ActiveSessions> {
  return unwrap(api.GET('/api/account/sessions'));
}

export async function revokeSession(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/account/sessions/{id}', { params: { path: { id } } }));
}

/** 'Sesiones activas': the account's open sessions, the current one first. */
export function useActiveSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: listActiveSessions });
}

/** Ends another device's session; the list is read again whatever the answer (it may have ended already). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends this device's own session: signing out here, once the server has revoked it. */
export function useRevokeCurrentSession(id: string | undefined) {
  return useSignOutMutation(() => (id ? revokeSession(id) : Promise.resolve()));
}
