import { appRoleFromCode, SECOND_FACTOR } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Whether the role `roleCode` must use a second factor in this academy (docs/decisions/0022), by
 * the policy's SECOND_FACTOR rule: always, or when the academy's setting says so.
 */
export async function isMfaRequired(db: Kysely<DB>, roleCode: string): Promise<boolean> {
  const rule = SECOND_FACTOR[appRoleFromCode(roleCode)];
  if (rule !== 'academy') return rule === 'always';
  const row = await db
    .selectFrom('Academy_Security_Settings')
    .select('mfa_required_for_instructors')
    .executeTakeFirst();
  return row?.mfa_required_for_instructors ?? false;
}
