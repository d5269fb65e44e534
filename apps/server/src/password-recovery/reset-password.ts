import { passwordRecoveryMessages as m } from '@aula/shared';
import type { Kysely, Transaction } from 'kysely';
import { chosenPassword } from '../auth/chosen-password';
import { hashPassword } from '../auth/password-hashing';
import { assertNotBreached } from '../auth/password-policy';
import { revokeUserSessions } from '../auth/sessions';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { passwordChangedMail } from '../mail/templates/password-changed-mail';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { linkIdOf } from '../crypto/keyed-token';
import { PASSWORD_RESET_PURPOSE } from '../mail/templates/password-reset-mail';

/** Refused alike however the link is wrong: unknown, forged, used, superseded or expired. */
const invalidLink = () => new AppError('link_invalid', m.linkInvalid);

/** The reset a token opens now, with its account, or a refusal. */
async function liveReset(db: Kysely<DB> | Transaction<DB>, secret: string, token: string, now: Date) {
  const resetId = linkIdOf(secret, PASSWORD_RESET_PURPOSE, token);
  if (!resetId) throw invalidLink();
  const reset = await db
    .selectFrom('Password_Resets as r')
    .innerJoin('Users as u', 'u.id_user', 'r.id_user')
    .innerJoin('Profiles as p', 'p.id_user', 'u.id_user')
    .select(['r.id_password_reset', 'r.expires_at', 'u.id_user', 'u.email', 'p.names'])
    .where('r.id_password_reset', '=', resetId)
    .where('r.used_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!reset || reset.expires_at <= now) throw invalidLink();
  return reset;
}

/** Whether a link still works, so the page says so before the person types a password. */
export async function checkPasswordReset(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, token: string) {
  await liveReset(deps.db.kysely, deps.config.jwtSecret, token, deps.clock.now());
}

/**
 * Sets the new password through a live link, in one transaction: the link is spent (with any
 * other of the account's), the password is no longer temporary, every session of the account
 * ends, the security log records it and the person is told by email.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>,
  input: { token: string; password: string },
  origin: RequestOrigin,
) {
  const now = deps.clock.now();
  assertNotBreached('password', input.password);
  // Checked first, so a wrong link is refused before the slow hash; again inside the transaction.
  await liveReset(deps.db.kysely, deps.config.jwtSecret, input.token, now);
  const passwordHash = await hashPassword(input.password);
  await deps.db.kysely.transaction().execute(async (trx) => {
    const reset = await liveReset(trx, deps.config.jwtSecret, input.token, now);
    const spent = await trx
      .updateTable('Password_Resets')
      .set({ used_at: now })
      .where('id_user', '=', reset.id_user)
      .where('used_at', 'is', null)
      .returning('id_password_reset')
      .execute();
    // Two submissions of one link at once: only the one that spent it goes on.
    if (!spent.some((row) => row.id_password_reset === reset.id_password_reset)) throw invalidLink();
    await trx
      .updateTable('Users')
      .set(chosenPassword(passwordHash, now))
      .where('id_user', '=', reset.id_user)
      .execute();
    await revokeUserSessions(trx, reset.id_user, 'password_reset');
    await writeSecurityEvent(trx, origin, {
      type: 'password_reset',
      outcome: 'success',
      actor: null,
      target: { userId: reset.id_user },
      sessionId: null,
    });
    await queueMail(trx, deps.jobs, now, {
      template: passwordChangedMail,
      to: reset.email,
      userId: reset.id_user,
      data: { names: reset.names },
    });
  });
  deps.jobs.nudge();
}
