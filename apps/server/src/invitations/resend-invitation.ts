import { invitationMessages, userMessages } from '@aula/shared';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import type { RequestOrigin } from '../security-log/record-security-event';
import { findUserRow } from '../users/list-users';
import { sendInvitation } from './send-invitation';

/**
 * 'Reenviar invitación': a new 7-day link for someone who has not chosen their password yet; the
 * earlier links stop working. Answers the person's row as the user table shows it.
 */
export async function resendInvitation(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  admin: Viewer,
  profileId: string,
  origin: RequestOrigin,
) {
  authorize(admin, 'users.manage');
  const db = deps.db.kysely;
  const person = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select(['u.id_user', 'u.email', 'u.password_hash', 'p.names'])
    .where('p.id_profile', '=', profileId)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!person) throw AppError.notFound(userMessages.notFound);
  if (person.password_hash !== null) throw new AppError('conflict', invitationMessages.admin.notPending);
  await db
    .transaction()
    .execute((trx) =>
      sendInvitation(
        trx,
        deps.jobs,
        origin,
        { userId: person.id_user, profileId, email: person.email, names: person.names },
        admin,
      ),
    );
  deps.jobs.nudge();
  const row = await findUserRow(db, profileId);
  if (!row) throw AppError.notFound(userMessages.notFound);
  return row;
}
