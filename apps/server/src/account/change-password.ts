import { type ChangePasswordInput, accountMessages } from '@aula/shared';
import type { AppDeps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { passwordChangedMail } from '../mail/templates/password-changed-mail';
import type { Viewer } from '../auth/viewer';
import { chosenPassword } from '../auth/chosen-password';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { assertNotBreached } from '../auth/password-policy';
import { revokeUserSessions } from '../auth/sessions';
import { AppError } from '../core/app-error';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';

/**
 * The caller replaces their password, knowing the current one. In one transaction the new hash
 * is stored, a temporary password stops being temporary and every other session of the account
 * ends: whoever else held one is out. The caller's own session goes on.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'clock'>,
  auth: Viewer,
  data: ChangePasswordInput,
  origin: RequestOrigin,
) {
  const db = deps.db.kysely;
  const wrong = () => AppError.invalidField('currentPassword', accountMessages.currentPasswordWrong);
  const user = await db
    .selectFrom('Users as u')
    .innerJoin('Profiles as p', 'p.id_user', 'u.id_user')
    .select(['u.password_hash', 'u.email', 'p.names'])
    .where('u.id_user', '=', auth.userId)
    .where('p.id_profile', '=', auth.profileId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw AppError.unauthorized();
  if (!(await verifyPassword(user.password_hash, data.currentPassword))) throw wrong();
  assertNotBreached('newPassword', data.newPassword);
  const passwordHash = await hashPassword(data.newPassword);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('Users')
      .set(chosenPassword(passwordHash, origin.at))
      .where('id_user', '=', auth.userId)
      .where('deleted_at', 'is', null)
      // Only over the hash that was checked: of two changes at once, the second was checked
      // against a password that no longer exists.
      .where('password_hash', '=', user.password_hash)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw wrong();
    await revokeUserSessions(trx, auth.userId, 'password_changed', auth.sessionId);
    await writeSecurityEvent(trx, origin, {
      type: 'password_change',
      outcome: 'success',
      actor: auth,
      sessionId: auth.sessionId,
    });
    // Whoever else held the account learns of it, even with every other notice turned off.
    await queueMail(trx, deps.jobs, deps.clock.now(), {
      template: passwordChangedMail,
      to: user.email,
      userId: auth.userId,
      data: { names: user.names },
    });
  });
  deps.jobs.nudge();
}
