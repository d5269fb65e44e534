import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import type { DB } from '../db/schema';
import type { Storage } from '../storage/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/**
 * Demo accounts (and, once seeded, their courses). Runs once: if the demo admin exists the
 * data is already there, so later starts change nothing. Answers whether it seeded.
 */
export async function seedDemoData(db: Kysely<DB>, storage: Storage): Promise<boolean> {
  void storage;
  const existing = await db.selectFrom('Users').select('id_user').where('email', '=', DEMO_ACCOUNTS[0].email).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const roles = await trx.selectFrom('Roles').select(['id_rol', 'code']).where('deleted_at', 'is', null).execute();
    const country = { country: 'PE', prefix_country: '+51' };
    for (const account of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('Users')
        .values({ email: account.email, password_hash: passwordHash })
        .returning('id_user')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('Profiles')
        .values({
          id_user: user.id_user,
          id_rol: roles.find((role) => role.code === account.roleCode)!.id_rol,
          names: account.names,
          last_names: account.lastNames,
          ...country,
          terms_accepted_at: new Date(),
        })
        .execute();
    }
  });
  return true;
}
