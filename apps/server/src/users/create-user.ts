import { messages, type CreateUserData, userMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { isUniqueViolation } from '../db/errors';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { findUserRow } from './list-users';
import { ROLE_CODE } from './role-code';
import { authorize } from '../auth/permissions';
import { followInAssignments } from '../compliance/compliance-jobs';
import type { AppDeps } from '../deps';
import { sendInvitation } from '../invitations/send-invitation';

/**
 * 'Nuevo Usuario' (docs/product/people.md#creating-an-account): an admin opens an account and
 * its profile in one transaction, without a password: the person gets an invitation to choose
 * their own (docs/product/people.md#invitations), queued in the same transaction. The identity
 * document may be given (type and number); what registration also asks (country, area...) stays
 * empty until the person fills in their profile.
 */
export async function createUser(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  auth: Viewer,
  data: CreateUserData,
  origin: RequestOrigin,
) {
  authorize(auth, 'users.manage');
  const db = deps.db.kysely;
  if (data.idDocumentType) await assertDocumentType(db, data.idDocumentType);
  let profileId: string;
  try {
    profileId = await db.transaction().execute(async (trx) => {
      const role = await trx
        .selectFrom('Roles')
        .select('id_rol')
        .where('code', '=', ROLE_CODE[data.role])
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('Users')
        .values({ email: data.email })
        .returning('id_user')
        .executeTakeFirstOrThrow();
      const profile = await trx
        .insertInto('Profiles')
        .values({
          id_user: user.id_user,
          id_rol: role.id_rol,
          names: data.names,
          last_names: data.lastNames,
          // What their certificates print as their identity document (issue-certificate.ts).
          id_type_identity_document: data.idDocumentType ?? null,
          nro_doi: data.doi ?? null,
        })
        .returning('id_profile')
        .executeTakeFirstOrThrow();
      await writeSecurityEvent(trx, origin, {
        type: 'user_creation',
        outcome: 'success',
        actor: auth,
        target: { userId: user.id_user, profileId: profile.id_profile },
        sessionId: auth.sessionId,
        details: { role: data.role },
      });
      const person = {
        userId: user.id_user,
        profileId: profile.id_profile,
        email: data.email,
        names: data.names,
      };
      await sendInvitation(trx, deps.jobs, origin, person, auth);
      await followInAssignments(trx, { profileId: profile.id_profile }, origin.at);
      return profile.id_profile;
    });
  } catch (error) {
    // Only live accounts hold their email: a deleted account's email may be given again.
    if (isUniqueViolation(error))
      throw new AppError('conflict', messages.signUp.emailTaken, { email: messages.signUp.emailTaken });
    throw error;
  }
  deps.jobs.nudge();
  const created = await findUserRow(db, profileId);
  if (!created) throw AppError.notFound(userMessages.notFound);
  return created;
}

async function assertDocumentType(db: Kysely<DB>, id: string) {
  const type = await db
    .selectFrom('Types_Identities_Documents')
    .select('id_type_identity_document')
    .where('id_type_identity_document', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!type) throw AppError.invalidField('idDocumentType', userMessages.documentTypeRequired);
}
