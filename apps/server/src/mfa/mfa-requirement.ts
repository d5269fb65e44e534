import { ROLE_CODES } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Whether the role `roleCode` must use a second factor in this academy (docs/decisions/0022):
 * admins always; instructors when the academy says so. Other roles may choose to.
 */
export async function isMfaRequired(db: Kysely<DB>, roleCode: string): Promise<boolean> {
  if (roleCode === ROLE_CODES.admin) return true;
  if (roleCode !== ROLE_CODES.instructor) return false;
  const row = await db
    .selectFrom('Academy_Security_Settings')
    .select('mfa_required_for_instructors')
    .executeTakeFirst();
  return row?.mfa_required_for_instructors ?? false;
}
