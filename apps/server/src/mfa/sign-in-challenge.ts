import { mfaMessages } from '@aula/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { DB, SignedInWith } from '../db/schema';
import { AppError } from '../core/app-error';
import { checkSecondFactor, type SecondFactorCheck } from './second-factor';

/** How long a right password waits for its second factor, and how many codes it may try. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const CHALLENGE_ATTEMPTS = 5;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The password was right (or the identity provider vouched for the person): a single-use token
 * stands for it until the code comes.
 */
export async function openChallenge(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  signedInWith: SignedInWith = 'password',
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await db
    .insertInto('Mfa_Challenges')
    .values({
      id_user: userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      signed_in_with: signedInWith,
    })
    .execute();
  return { challenge: token, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

/** The account a live challenge stands for, and how it got there; a void, spent or unknown one sends the person back to the password. */
export async function challengedUser(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<{ userId: string; signedInWith: SignedInWith }> {
  const row = await db
    .selectFrom('Mfa_Challenges as ch')
    .innerJoin('Users as u', 'u.id_user', 'ch.id_user')
    .select(['ch.id_user', 'ch.signed_in_with'])
    .where('ch.token_hash', '=', hashToken(token))
    .where('ch.consumed_at', 'is', null)
    .where('ch.expires_at', '>', now)
    .where('ch.attempts', '<', CHALLENGE_ATTEMPTS)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw AppError.unauthorized(mfaMessages.challengeExpired);
  return { userId: row.id_user, signedInWith: row.signed_in_with };
}

/**
 * Checks the code against the challenge's account. A right one spends the challenge (the update
 * is the lock: one session per challenge); a wrong one spends one of its attempts.
 */
export async function answerChallenge(
  db: Kysely<DB>,
  config: Config,
  token: string,
  userId: string,
  code: string,
  now: Date,
): Promise<SecondFactorCheck> {
  const check = await checkSecondFactor(db, config, userId, code, now);
  const update = db.updateTable('Mfa_Challenges').where('token_hash', '=', hashToken(token));
  if (!check.ok) {
    await update.set((eb) => ({ attempts: eb('attempts', '+', 1) })).execute();
    return check;
  }
  const spent = await update
    .set({ consumed_at: now })
    .where('consumed_at', 'is', null)
    .returning('id_user')
    .executeTakeFirst();
  if (!spent) throw AppError.unauthorized(mfaMessages.challengeExpired);
  return check;
}
