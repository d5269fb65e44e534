import { messages, type SignInMfaInput } from '@aula/shared';
import type { Context } from 'hono';
import { startSession, type IssuedSession } from '../auth/sessions';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { clientOf } from '../http/client-info';
import { recordSecurityEvent } from '../security-log/record-security-event';
import { enabledMfa } from './enabled-mfa';
import { refuseCheck } from './manage-mfa';
import { countRecoveryCodesLeft } from './recovery-codes';
import { answerChallenge, challengedUser } from './sign-in-challenge';
import { trustBrowser } from './trusted-browser';

export interface SecondStepResult {
  session: IssuedSession;
  /** how many recovery codes are left, when one was just spent */
  recoveryCodesLeft: number | null;
}

/**
 * The second step of signing in: the code (or a recovery code) for a challenge the password step
 * opened. A right one opens the session and, if asked, remembers this browser; every outcome is
 * in the security log.
 */
export async function passSecondStep(
  c: Context<AppEnv>,
  input: Required<SignInMfaInput>,
): Promise<SecondStepResult> {
  const { db, config, clock, rateLimiter } = c.var.deps;
  const { userId, signedInWith } = await challengedUser(db.kysely, input.challenge, clock.now());
  const refused = (reason: string) =>
    recordSecurityEvent(c, {
      type: 'mfa_challenge',
      outcome: 'failure',
      actor: null,
      target: { userId },
      details: { reason },
    });
  // Wrong codes of one account are counted across its challenges: a new password step does not
  // buy more guesses. Each attempt is counted before its check, and taken back when right.
  const failures = `mfa:account:${userId}`;
  const attempts = await rateLimiter.add(failures, config.env.RATE_LIMIT_WINDOW_SECONDS);
  if (attempts > config.env.RATE_LIMIT_MFA_FAILURES_PER_ACCOUNT) {
    await refused('rate_limited');
    throw new AppError('rate_limited', messages.common.rateLimited);
  }
  const check = await answerChallenge(db.kysely, config, input.challenge, userId, input.code, clock.now());
  if (!check.ok) {
    await refused(check.reason);
    refuseCheck(check);
  }
  await rateLimiter.remove(failures);

  const session = await startSession(db.kysely, config, userId, clientOf(c), clock.now(), signedInWith);
  const ofSession = { actor: { userId }, sessionId: session.sessionId } as const;
  await recordSecurityEvent(c, {
    type: 'sign_in',
    outcome: 'success',
    ...ofSession,
    details: { secondFactor: check.via, ...(signedInWith === 'sso' && { method: 'sso' }) },
  });
  let recoveryCodesLeft: number | null = null;
  if (check.via === 'recovery_code') {
    recoveryCodesLeft = await countRecoveryCodesLeft(db.kysely, userId);
    await recordSecurityEvent(c, {
      type: 'mfa_recovery_code_used',
      outcome: 'success',
      ...ofSession,
      details: { recoveryCodesLeft },
    });
  }
  const mfa = await enabledMfa(db.kysely, userId);
  if (input.remember && mfa && config.env.MFA_REMEMBER_BROWSER_DAYS > 0) {
    trustBrowser(c, mfa, config.env.MFA_REMEMBER_BROWSER_DAYS);
  }
  return { session, recoveryCodesLeft };
}
