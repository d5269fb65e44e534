import type { AcceptInvitationInput, Invitation } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useLinkCheck } from './link-check';

/** Whom a working invitation is for (410 when it is unknown, used, replaced or expired). */
export function checkInvitation(token: string): Promise<Invitation> {
  return unwrap(api.POST('/api/auth/invitation/check', { body: { token } }));
}

export const useCheckInvitation = (token: string | null) =>
  useLinkCheck('invitation', token, checkInvitation);

/** The invited person's first password; the invitation is spent. */
export function acceptInvitation(body: AcceptInvitationInput): Promise<{ message: string }> {
  return unwrap(api.POST('/api/auth/invitation/accept', { body }));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
