import type { UserSummary } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { userKeys } from './user-keys';

/** A new 7-day invitation link by email; the earlier ones stop working. Answers the updated row. */
export function resendInvitation(id: string): Promise<UserSummary> {
  return unwrap(api.POST('/api/users/{id}/invitation', { params: { path: { id } } }));
}

/** 'Reenviar invitación'; the list is read again, since its rows show the pending invitations. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
