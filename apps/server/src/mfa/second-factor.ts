import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { DB } from '../db/schema';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes';
import { openSecret, SEAL_PURPOSES } from '../crypto/secret-box';
import { isTotpForNow, matchTotp } from './totp';

export type SecondFactorCheck =
  { ok: true; via: 'app' | 'recovery_code' } | { ok: false; reason: 'wrong' | 'used' | 'not_enabled' };

/**
 * Checks a code typed as the second factor of the account: an app's code, accepted once (the
 * conditional update of last_time_step is the lock, so two requests with the same code cannot
 * both pass), or one of its unused recovery codes, spent by it.
 */
export async function checkSecondFactor(
  db: Kysely<DB>,
  config: Config,
  userId: string,
  typed: string,
  now: Date,
  options: { recoveryCodes: boolean } = { recoveryCodes: true },
): Promise<SecondFactorCheck> {
  const mfa = await db
    .selectFrom('User_Mfa')
    .select(['secret_ciphertext', 'last_time_step'])
    .where('id_user', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  if (!mfa) return { ok: false, reason: 'not_enabled' };
  const code = typed.replace(/\s+/g, '');
  if (/^\d{6}$/.test(code)) {
    const secret = openSecret(config.jwtSecret, SEAL_PURPOSES.mfaSecret, mfa.secret_ciphertext);
    const step = await matchTotp(secret, code, now, mfa.last_time_step);
    if (step === null) {
      return { ok: false, reason: (await isTotpForNow(secret, code, now)) ? 'used' : 'wrong' };
    }
    const taken = await db
      .updateTable('User_Mfa')
      .set({ last_time_step: step, updated_at: now })
      .where('id_user', '=', userId)
      .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
      .returning('id_user')
      .executeTakeFirst();
    return taken ? { ok: true, via: 'app' } : { ok: false, reason: 'used' };
  }
  if (options.recoveryCodes && looksLikeRecoveryCode(code)) {
    if (await spendRecoveryCode(db, config.jwtSecret, userId, code, now))
      return { ok: true, via: 'recovery_code' };
  }
  return { ok: false, reason: 'wrong' };
}
