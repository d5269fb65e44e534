import { INVITATION_DAYS } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { queueMail } from '../mail/queue-mail';
import { invitationMail } from '../mail/templates/invitation-mail';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who invites: an admin in a request, or the admin whose import runs in the background (no session). */
export type Inviter = Pick<Viewer, 'userId' | 'profileId'> & { sessionId: string | null };

export interface InvitedPerson {
  userId: string;
  profileId: string;
  email: string;
  names: string;
}

/**
 * Sends a person the link to choose their password (docs/product/people.md#invitations), in the
 * caller's transaction: the earlier links stop working, a new one lives 7 days, its email is
 * queued (an essential one: it cannot be turned off) and the security log records who sent it.
 */
export async function sendInvitation(
  trx: Kysely<DB>,
  jobs: JobQueue,
  origin: RequestOrigin,
  person: InvitedPerson,
  admin: Inviter,
): Promise<void> {
  const now = origin.at;
  await trx
    .updateTable('Invitations')
    .set({ used_at: now })
    .where('id_user', '=', person.userId)
    .where('used_at', 'is', null)
    .execute();
  const invitation = await trx
    .insertInto('Invitations')
    .values({
      id_user: person.userId,
      id_invited_by: admin.userId,
      created_at: now,
      expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    })
    .returning('id_invitation')
    .executeTakeFirstOrThrow();
  await queueMail(trx, jobs, now, {
    template: invitationMail,
    to: person.email,
    userId: person.userId,
    data: { invitationId: invitation.id_invitation, names: person.names, email: person.email },
  });
  await writeSecurityEvent(trx, origin, {
    type: 'invitation_sent',
    outcome: 'success',
    actor: { userId: admin.userId, profileId: admin.profileId },
    target: { userId: person.userId, profileId: person.profileId },
    sessionId: admin.sessionId,
  });
}
