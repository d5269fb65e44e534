import { z } from 'zod';
import { invitationMessages as m } from '../messages';
import { linkTokenSchema, passwordThroughLinkSchema } from './password-recovery';

/** How long an invitation's link works (docs/product/people.md#invitations). */
export const INVITATION_DAYS = 7;

/** The page an invitation's link opens. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';

export const invitationCheckSchema = z.object({ token: linkTokenSchema(m.page.linkInvalid) });

/** Whom a working invitation is for, so its page greets them and shows the email they sign in with. */
export const invitationSchema = z.object({ names: z.string(), email: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = passwordThroughLinkSchema(m.page.linkInvalid);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
