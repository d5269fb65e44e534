import { invitationMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import { chosenPassword } from '../auth/chosen-password';
import { hashPassword } from '../auth/password-hashing';
import { assertNotBreached } from '../auth/password-policy';
import { AppError } from '../core/app-error';
import { linkIdOf } from '../crypto/keyed-token';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { INVITATION_PURPOSE } from '../mail/templates/invitation-mail';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';

/** Refused alike however the link is wrong: unknown, forged, used, replaced, expired, or the password already chosen. */
const invalidLink = () => new AppError('link_invalid', invitationMessages.page.linkInvalid);

/** The invitation a token opens now, with its person, or a refusal. */
async function liveInvitation(db: Kysely<DB>, secret: string, token: string, now: Date) {
  const invitationId = linkIdOf(secret, INVITATION_PURPOSE, token);
  if (!invitationId) throw invalidLink();
  const invitation = await db
    .selectFrom('Invitations as i')
    .innerJoin('Users as u', 'u.id_user', 'i.id_user')
    .innerJoin('Profiles as p', 'p.id_user', 'u.id_user')
    .select(['i.id_invitation', 'i.expires_at', 'u.id_user', 'u.email', 'p.id_profile', 'p.names'])
    .where('i.id_invitation', '=', invitationId)
    .where('i.used_at', 'is', null)
    // Once the person has a password (through this link or '¿Olvidaste tu contraseña?'), no link sets it.
    .where('u.password_hash', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!invitation || invitation.expires_at <= now) throw invalidLink();
  return invitation;
}

/** Whom a working link is for, so its page greets them by name and shows the email they will use. */
export async function checkInvitation(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, token: string) {
  const invitation = await liveInvitation(deps.db.kysely, deps.config.jwtSecret, token, deps.clock.now());
  return { names: invitation.names, email: invitation.email };
}

/**
 * The person's first password, through a live link, in one transaction: every invitation of the
 * account is spent, the password is set, and the security log records it. They then sign in as
 * anyone does (with the second factor, if their role requires it).
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { token: string; password: string },
  origin: RequestOrigin,
): Promise<void> {
  const { db, config } = deps;
  const now = origin.at;
  assertNotBreached('password', input.password);
  // Checked first, so a wrong link is refused before the slow hash; again inside the transaction.
  await liveInvitation(db.kysely, config.jwtSecret, input.token, now);
  const passwordHash = await hashPassword(input.password);
  await db.kysely.transaction().execute(async (trx) => {
    const invitation = await liveInvitation(trx, config.jwtSecret, input.token, now);
    const spent = await trx
      .updateTable('Invitations')
      .set({ used_at: now })
      .where('id_user', '=', invitation.id_user)
      .where('used_at', 'is', null)
      .returning('id_invitation')
      .execute();
    // Two submissions of one link at once: only the one that spent it goes on.
    if (!spent.some((row) => row.id_invitation === invitation.id_invitation)) throw invalidLink();
    await trx
      .updateTable('Users')
      .set(chosenPassword(passwordHash, now))
      .where('id_user', '=', invitation.id_user)
      .execute();
    await writeSecurityEvent(trx, origin, {
      type: 'invitation_accepted',
      outcome: 'success',
      actor: { userId: invitation.id_user, profileId: invitation.id_profile },
      sessionId: null,
    });
  });
}
