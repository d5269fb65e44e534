import type { SecuritySettings } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';

export async function getSecuritySettings(db: Kysely<DB>): Promise<SecuritySettings> {
  const row = await db
    .selectFrom('Academy_Security_Settings')
    .select('mfa_required_for_instructors')
    .executeTakeFirst();
  return { mfaRequiredForInstructors: row?.mfa_required_for_instructors ?? false };
}

/**
 * Saves the academy's rule. Requiring the second factor of instructors takes effect at once:
 * those without one can do nothing but set it up (auth/auth-context.ts). A change is logged.
 */
export async function updateSecuritySettings(
  db: Kysely<DB>,
  auth: Viewer,
  input: SecuritySettings,
  origin: RequestOrigin,
): Promise<SecuritySettings> {
  await db.transaction().execute(async (trx) => {
    const before = await getSecuritySettings(trx);
    await trx
      .insertInto('Academy_Security_Settings')
      .values({ mfa_required_for_instructors: input.mfaRequiredForInstructors, updated_by: auth.profileId })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          mfa_required_for_instructors: input.mfaRequiredForInstructors,
          updated_by: auth.profileId,
          updated_at: origin.at,
        }),
      )
      .execute();
    if (before.mfaRequiredForInstructors !== input.mfaRequiredForInstructors) {
      await writeSecurityEvent(trx, origin, {
        type: 'mfa_policy_change',
        outcome: 'success',
        actor: auth,
        sessionId: auth.sessionId,
        details: { requiredForInstructors: input.mfaRequiredForInstructors },
      });
    }
  });
  return getSecuritySettings(db);
}
