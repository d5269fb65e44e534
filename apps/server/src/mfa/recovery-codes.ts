import { MFA_RECOVERY_CODE_COUNT } from '@aula/shared';
import { createHmac } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { randomCrockford } from '../crypto/random-code';
import type { DB } from '../db/schema';

/**
 * Recovery codes: ten characters of Crockford base32 (50 random bits), shown as XXXXX-XXXXX once
 * and stored only as a keyed hash. People copy them from paper, so what they type is read the
 * Crockford way: case, spaces and hyphens do not matter, O is 0, I and L are 1.
 */
const CODE_LENGTH = 10;

export const normaliseRecoveryCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** Whether what was typed has a recovery code's shape (an app's code is 6 digits). */
export const looksLikeRecoveryCode = (typed: string): boolean =>
  /^[0-9A-HJKMNP-TV-Z]{10}$/.test(normaliseRecoveryCode(typed));

const hashCode = (appSecret: string, code: string) =>
  createHmac('sha256', appSecret).update(`mfa recovery code\n${code}`).digest('base64url');

/** Replaces the account's recovery codes with new ones and returns them, for showing once. */
export async function issueRecoveryCodes(
  trx: Transaction<DB>,
  appSecret: string,
  userId: string,
): Promise<string[]> {
  await trx.deleteFrom('Mfa_Recovery_Codes').where('id_user', '=', userId).execute();
  const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => randomCrockford(CODE_LENGTH));
  await trx
    .insertInto('Mfa_Recovery_Codes')
    .values(codes.map((code) => ({ id_user: userId, code_hash: hashCode(appSecret, code) })))
    .execute();
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Spends the typed code if it is one of the account's unused ones; the update is the lock. */
export async function spendRecoveryCode(
  db: Kysely<DB> | Transaction<DB>,
  appSecret: string,
  userId: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable('Mfa_Recovery_Codes')
    .set({ used_at: now })
    .where('id_user', '=', userId)
    .where('code_hash', '=', hashCode(appSecret, normaliseRecoveryCode(typed)))
    .where('used_at', 'is', null)
    .returning('id_recovery_code')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function countRecoveryCodesLeft(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('Mfa_Recovery_Codes')
    .select((eb) => eb.fn.countAll<string | number>().as('left'))
    .where('id_user', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
