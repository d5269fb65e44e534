import { ROLE_CODES } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { sendInvitation, type Inviter } from '../invitations/send-invitation';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import type { OrganisationDirectory } from './organisation-directory';
import type { PersonRecord, PersonValues } from './people-index';

/** What applying rows needs besides the rows: who runs the import, from where, into what. */
export interface ApplyContext {
  trx: Kysely<DB>;
  jobs: JobQueue;
  origin: RequestOrigin;
  admin: Inviter;
  directory: OrganisationDirectory;
  studentRoleId: string;
  fileName: string;
}

/** The profile's columns a row sets; a unit created by the import is found by its path. */
function profileColumns(values: PersonValues, directory: OrganisationDirectory) {
  const unitId = values.unitPath ? directory.unitAtPath(values.unitPath)?.id : values.unitId;
  return {
    names: values.names,
    last_names: values.lastNames,
    ...(values.staffNumber !== undefined && { staff_number: values.staffNumber }),
    ...(unitId !== undefined && { id_unit: unitId }),
    ...(values.positionId !== undefined && { id_position: values.positionId }),
    ...(values.industryId !== undefined && { id_industry: values.industryId }),
    ...(values.specialtyId !== undefined && { id_specialty: values.specialtyId }),
    ...(values.hireDate !== undefined && { hire_date: values.hireDate }),
  };
}

/**
 * A new person from a row (docs/product/staff-import.md#running-it): an account without a
 * password and a student's profile, recorded in the security log as the admin's creation, and the
 * invitation to choose a password queued, as 'Nuevo Usuario' does. Answers the profile's id.
 */
export async function createPerson(context: ApplyContext, values: PersonValues): Promise<string> {
  const { trx, origin } = context;
  const user = await trx
    .insertInto('Users')
    .values({ email: values.email, created_at: origin.at, updated_at: origin.at })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  const profile = await trx
    .insertInto('Profiles')
    .values({
      id_user: user.id_user,
      id_rol: context.studentRoleId,
      ...profileColumns(values, context.directory),
      created_at: origin.at,
      updated_at: origin.at,
    })
    .returning('id_profile')
    .executeTakeFirstOrThrow();
  const person = { userId: user.id_user, profileId: profile.id_profile };
  await writeSecurityEvent(trx, origin, {
    type: 'user_creation',
    outcome: 'success',
    actor: { userId: context.admin.userId, profileId: context.admin.profileId },
    target: person,
    sessionId: null,
    details: { role: 'STUDENT', import: context.fileName },
  });
  await sendInvitation(
    trx,
    context.jobs,
    origin,
    { ...person, email: values.email, names: values.names },
    context.admin,
  );
  return profile.id_profile;
}

/** A known person brought up to the row: only what the file says; a unit they now lead with is no longer an additional one. */
export async function updatePerson(context: ApplyContext, person: PersonRecord, values: PersonValues) {
  const { trx, origin } = context;
  const columns = profileColumns(values, context.directory);
  const { id_user } = await trx
    .updateTable('Profiles')
    .set({ ...columns, updated_at: origin.at })
    .where('id_profile', '=', person.profileId)
    .returning('id_user')
    .executeTakeFirstOrThrow();
  if (values.email !== person.email) {
    await trx
      .updateTable('Users')
      .set({ email: values.email, updated_at: origin.at })
      .where('id_user', '=', id_user)
      .execute();
  }
  if (columns.id_unit) {
    await trx
      .deleteFrom('Profile_Units')
      .where('id_profile', '=', person.profileId)
      .where('id_unit', '=', columns.id_unit)
      .execute();
  }
}

/** The student role's id, which every person an import creates gets. */
export async function studentRoleId(db: Kysely<DB>): Promise<string> {
  const role = await db
    .selectFrom('Roles')
    .select('id_rol')
    .where('code', '=', ROLE_CODES.student)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return role.id_rol;
}
