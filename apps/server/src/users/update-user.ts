import { appRoleFromCode, type UpdateUserData, userMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { findUserRow } from './list-users';
import { ROLE_CODE } from './role-code';
import { authorize } from '../auth/permissions';

const m = userMessages;

/**
 * An admin edits an account from the 'Editar Perfil' drawer
 * (docs/product/people.md#editing-an-account): names, last names, phone and role. An admin
 * cannot change their own role (the academy must keep its admin). A role that did not change
 * keeps its exact code, even one the menus read as a student's.
 */
export async function updateUser(
  db: Kysely<DB>,
  auth: Viewer,
  profileId: string,
  data: UpdateUserData,
  origin: RequestOrigin,
) {
  authorize(auth, 'users.manage');
  const target = await findUserRow(db, profileId);
  if (!target) throw AppError.notFound(m.notFound);
  const roleChanged = appRoleFromCode(target.role_code) !== data.role;
  if (roleChanged && profileId === auth.profileId) throw AppError.invalidField('role', m.ownRole);

  await db.transaction().execute(async (trx) => {
    const role = roleChanged
      ? await trx
          .selectFrom('Roles')
          .select('id_rol')
          .where('code', '=', ROLE_CODE[data.role])
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow()
      : undefined;
    await trx
      .updateTable('Profiles')
      .set({
        names: data.names,
        last_names: data.lastNames,
        phone: data.phone,
        ...(role && { id_rol: role.id_rol }),
        updated_at: new Date(),
      })
      .where('id_profile', '=', profileId)
      .where('deleted_at', 'is', null)
      .execute();
    if (roleChanged) {
      await writeSecurityEvent(trx, origin, {
        type: 'role_change',
        outcome: 'success',
        actor: auth,
        target: { profileId },
        sessionId: auth.sessionId,
        details: { from: appRoleFromCode(target.role_code), to: data.role },
      });
    }
  });
  const updated = await findUserRow(db, profileId);
  if (!updated) throw AppError.notFound(m.notFound);
  return updated;
}
