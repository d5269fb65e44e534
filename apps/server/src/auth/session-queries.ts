import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { supervisesAnyUnit } from '../organisation/people-in-units';

/**
 * The session, its user and profile, only while all three are live at `now` (the app's clock),
 * with whether the password is temporary, whether a second factor is in force and whether the
 * person supervises a unit now.
 */
export function findLiveSession(db: Kysely<DB>, sessionId: string, userId: string, now: Date) {
  return db
    .selectFrom('Sessions as s')
    .innerJoin('Users as u', 'u.id_user', 's.id_user')
    .innerJoin('Profiles as p', (join) =>
      join.onRef('p.id_user', '=', 'u.id_user').on('p.deleted_at', 'is', null),
    )
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .leftJoin('User_Mfa as mfa', 'mfa.id_user', 'u.id_user')
    .select([
      's.id_session',
      'p.id_profile',
      'r.code as role_code',
      'u.must_change_password',
      'mfa.enabled_at as mfa_enabled_at',
      supervisesAnyUnit('p.id_profile').as('supervisor'),
    ])
    .where('s.id_session', '=', sessionId)
    .where('s.id_user', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
