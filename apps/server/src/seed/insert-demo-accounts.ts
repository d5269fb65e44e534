import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { DemoReferenceIds } from './demo-reference-ids';
import { daysBefore } from './days-before';

type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

/** The accounts predate every demo course and enrollment, so "Miembro desde" agrees with them. */
const ACCOUNT_AGE_DAYS = 120;
const DNI = '01';

/** Inserts the demo users and their complete profiles; answers each account's profile id. */
export async function insertDemoAccounts(
  trx: Transaction<DB>,
  ids: DemoReferenceIds,
  passwordHash: string,
  now: Date,
): Promise<Map<DemoEmail, string>> {
  const joined = daysBefore(now, ACCOUNT_AGE_DAYS);
  const profiles = new Map<DemoEmail, string>();
  for (const account of DEMO_ACCOUNTS) {
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
