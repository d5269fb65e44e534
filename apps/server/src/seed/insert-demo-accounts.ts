import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { DemoPerson } from './demo-accounts';
import type { DemoReferenceIds } from './demo-reference-ids';
import { daysBefore } from './days-before';

/** The accounts predate every demo course and enrollment, so "Miembro desde" agrees with them. */
const ACCOUNT_AGE_DAYS = 120;
const DNI = '01';

/**
 * Inserts demo people and their complete profiles; answers each one's profile id by email. Without
 * a password hash, the person has not chosen one yet (staff an admin has still to invite).
 */
export async function insertDemoAccounts(
  trx: Transaction<DB>,
  ids: DemoReferenceIds,
  accounts: readonly DemoPerson[],
  passwordHash: string | null,
  now: Date,
): Promise<Map<string, string>> {
  const joined = daysBefore(now, ACCOUNT_AGE_DAYS);
  const profiles = new Map<string, string>();
  for (const account of accounts) {
    const user = await trx
      .insertInto('Users')
      .values({ email: account.email, password_hash: passwordHash, created_at: joined, updated_at: joined })
      .returning('id_user')
      .executeTakeFirstOrThrow();
    const profile = await trx
      .insertInto('Profiles')
      .values({
        id_user: user.id_user,
        id_rol: ids.role(account.roleCode),
        id_gender: ids.gender(account.gender),
        ...ids.specialty(account.specialty),
        id_type_identity_document: ids.documentType(DNI),
        names: account.names,
        last_names: account.lastNames,
        country: 'PE',
        prefix_country: '+51',
        nro_doi: account.doi,
        phone: account.phone,
        terms_accepted_at: joined,
        created_at: joined,
        updated_at: joined,
      })
      .returning('id_profile')
      .executeTakeFirstOrThrow();
    profiles.set(account.email, profile.id_profile);
  }
  return profiles;
}
