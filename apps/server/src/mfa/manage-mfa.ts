import { mfaMessages, type MfaSetup, type MfaStatus } from '@aula/shared';
import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import type { Viewer } from '../auth/viewer';
import { verifyPassword } from '../auth/password-hashing';
import { revokeUserSessions } from '../auth/sessions';
import type { Config } from '../config/config';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { isMfaRequired } from './mfa-requirement';
import { countRecoveryCodesLeft, issueRecoveryCodes } from './recovery-codes';
import { checkSecondFactor, type SecondFactorCheck } from './second-factor';
import { openSecret, SEAL_PURPOSES, sealSecret } from '../crypto/secret-box';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/** The name authenticator apps show above the account's codes. */
const ISSUER = 'Aula';

const m = mfaMessages;

export async function getMfaStatus(db: Kysely<DB>, auth: Viewer): Promise<MfaStatus> {
  const row = await db
    .selectFrom('User_Mfa')
    .select('enabled_at')
    .where('id_user', '=', auth.userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return {
    enabled: row !== undefined,
    required: await isMfaRequired(db, auth.roleCode),
    enabledAt: row?.enabled_at?.toISOString() ?? null,
    recoveryCodesLeft: row ? await countRecoveryCodesLeft(db, auth.userId) : 0,
  };
}

/**
 * Starts turning the second factor on: a new key, kept (encrypted) but not in force until a code
 * from the app confirms it. Starting again replaces a key that was never confirmed.
 */
export async function startMfaSetup(
  db: Kysely<DB>,
  config: Config,
  auth: Viewer,
  email: string,
): Promise<MfaSetup> {
  const secret = newTotpSecret();
  const sealed = sealSecret(config.jwtSecret, SEAL_PURPOSES.mfaSecret, secret);
  const stored = await db
    .insertInto('User_Mfa')
    .values({ id_user: auth.userId, secret_ciphertext: sealed })
    .onConflict((oc) =>
      oc
        .column('id_user')
        .doUpdateSet({ secret_ciphertext: sealed, last_time_step: null, updated_at: new Date() })
        .where('User_Mfa.enabled_at', 'is', null),
    )
    .returning('id_user')
    .executeTakeFirst();
  if (!stored) throw new AppError('conflict', m.alreadyEnabled);
  const otpauthUri = totpUri(ISSUER, email, secret);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Confirms the key with the app's first code and puts it in force, with new recovery codes. Every
 * other session of the account ends: they were opened with the password alone.
 */
export async function enableMfa(
  db: Kysely<DB>,
  config: Config,
  auth: Viewer,
  code: string,
  origin: RequestOrigin,
): Promise<string[]> {
  const pending = await db
    .selectFrom('User_Mfa')
    .select(['secret_ciphertext', 'enabled_at'])
    .where('id_user', '=', auth.userId)
    .executeTakeFirst();
  if (pending?.enabled_at) throw new AppError('conflict', m.alreadyEnabled);
  if (!pending) throw AppError.invalidField('code', m.noSetup);
  const step = await matchTotp(
    openSecret(config.jwtSecret, SEAL_PURPOSES.mfaSecret, pending.secret_ciphertext),
    code,
    origin.at,
    null,
  );
  if (step === null) throw AppError.invalidField('code', m.codeWrong);
  return db.transaction().execute(async (trx) => {
    const enabled = await trx
      .updateTable('User_Mfa')
      .set({ enabled_at: origin.at, last_time_step: step, updated_at: origin.at })
      .where('id_user', '=', auth.userId)
      .where('enabled_at', 'is', null)
      .where('secret_ciphertext', '=', pending.secret_ciphertext)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) === 0) throw AppError.invalidField('code', m.noSetup);
    const codes = await issueRecoveryCodes(trx, config.jwtSecret, auth.userId);
    await revokeUserSessions(trx, auth.userId, 'mfa_enabled', auth.sessionId);
    await writeSecurityEvent(trx, origin, {
      type: 'mfa_enabled',
      outcome: 'success',
      actor: auth,
      sessionId: auth.sessionId,
    });
    return codes;
  });
}

/** Refuses a second factor that did not pass, with the reason a person can act on. */
export function refuseCheck(check: Exclude<SecondFactorCheck, { ok: true }>, field = 'code'): never {
  if (check.reason === 'not_enabled') throw new AppError('conflict', m.notEnabled);
  throw AppError.invalidField(field, check.reason === 'used' ? m.codeUsed : m.codeWrong);
}

/** New recovery codes in place of the old ones, confirmed with a code (an app's, or an old recovery code). */
export async function regenerateRecoveryCodes(
  db: Kysely<DB>,
  config: Config,
  auth: Viewer,
  code: string,
  origin: RequestOrigin,
): Promise<string[]> {
  const check = await checkSecondFactor(db, config, auth.userId, code, origin.at);
  if (!check.ok) refuseCheck(check);
  return db.transaction().execute(async (trx) => {
    const codes = await issueRecoveryCodes(trx, config.jwtSecret, auth.userId);
    await writeSecurityEvent(trx, origin, {
      type: 'mfa_recovery_codes_regenerated',
      outcome: 'success',
      actor: auth,
      sessionId: auth.sessionId,
      details: { confirmedWith: check.via },
    });
    return codes;
  });
}

/** Removes the key and the recovery codes; trusted browsers are void with them (trusted-browser.ts). */
async function removeMfa(trx: Transaction<DB>, userId: string) {
  await trx.deleteFrom('Mfa_Recovery_Codes').where('id_user', '=', userId).execute();
  await trx.deleteFrom('User_Mfa').where('id_user', '=', userId).execute();
}

/** The owner turns it off, with their password and a code; never when their role requires it. */
export async function disableMfa(
  db: Kysely<DB>,
  config: Config,
  auth: Viewer,
  input: { password: string; code: string },
  origin: RequestOrigin,
): Promise<void> {
  if (await isMfaRequired(db, auth.roleCode)) throw new AppError('forbidden', m.requiredForRole);
  const user = await db
    .selectFrom('Users')
    .select('password_hash')
    .where('id_user', '=', auth.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw AppError.invalidField('password', m.passwordWrong);
  }
  const check = await checkSecondFactor(db, config, auth.userId, input.code, origin.at);
  if (!check.ok) refuseCheck(check);
  await db.transaction().execute(async (trx) => {
    await removeMfa(trx, auth.userId);
    await writeSecurityEvent(trx, origin, {
      type: 'mfa_disabled',
      outcome: 'success',
      actor: auth,
      sessionId: auth.sessionId,
      details: { confirmedWith: check.via },
    });
  });
}

/**
 * An admin helps someone who lost both their phone and their recovery codes: the factor is
 * removed and every session of that account ends; if the role requires a factor, the person sets
 * up a new one at their next sign-in.
 */
export async function resetMfa(
  db: Kysely<DB>,
  admin: Viewer,
  targetProfileId: string,
  origin: RequestOrigin,
): Promise<void> {
  const target = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .innerJoin('User_Mfa as mfa', 'mfa.id_user', 'u.id_user')
    .select(['u.id_user', 'mfa.enabled_at'])
    .where('p.id_profile', '=', targetProfileId)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!target?.enabled_at) throw new AppError('conflict', m.reset.notEnabled);
  // One's own factor is turned off with one's own codes, never by one's admin powers.
  if (target.id_user === admin.userId) throw new AppError('forbidden', m.reset.ownAccount);
  await db.transaction().execute(async (trx) => {
    await removeMfa(trx, target.id_user);
    await revokeUserSessions(trx, target.id_user, 'mfa_reset');
    await writeSecurityEvent(trx, origin, {
      type: 'mfa_reset',
      outcome: 'success',
      actor: admin,
      target: { userId: target.id_user, profileId: targetProfileId },
      sessionId: admin.sessionId,
    });
  });
}
