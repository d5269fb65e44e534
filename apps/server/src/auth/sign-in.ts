import { messages, type SignInInput } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import { meetsPasswordPolicy } from './password-policy';

/**
 * Checks the password and returns whose it is; the route then opens a session or asks for the
 * second factor. Unknown email and wrong password get the same answer after the same amount of
 * work, so accounts cannot be enumerated. A right password that no longer meets the rules (an
 * older account's, of 6 or 7 characters, or one found since in a breach) still signs in, and the
 * account must choose a new one before anything else.
 */
export async function checkPassword(db: Kysely<DB>, input: Required<SignInInput>): Promise<string> {
  const user = await db
    .selectFrom('Users as u')
    .innerJoin('Profiles as p', (join) =>
      join.onRef('p.id_user', '=', 'u.id_user').on('p.deleted_at', 'is', null),
    )
    .select(['u.id_user', 'u.password_hash'])
    .where('u.email', '=', input.email)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    throw new AppError('unauthorized', messages.signIn.invalidCredentials, {
      password: messages.signIn.invalidCredentials,
    });
  }
  if (!meetsPasswordPolicy(input.password)) {
    await db
      .updateTable('Users')
      .set({ must_change_password: true, password_change_reason: 'policy' })
      .where('id_user', '=', user.id_user)
      .where('must_change_password', '=', false)
      .execute();
  }
  return user.id_user;
}
