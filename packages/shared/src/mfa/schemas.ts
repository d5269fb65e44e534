import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { mfaMessages } from '../messages';
import { sessionResponseSchema } from '../auth/schemas';

const m = mfaMessages;

/** How many recovery codes an account gets at a time (each works once). */
export const MFA_RECOVERY_CODE_COUNT = 10;

/** An authenticator app's code: 6 digits; spaces people type between groups are dropped. */
export const totpCodeSchema = z
  .string({ error: m.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, m.codeRequired)
      .regex(/^\d{6}$/, m.codeFormat),
  );

/**
 * Either an app's 6-digit code or a recovery code (10 characters, with or without its hyphen).
 * Which one it is, is read from its shape on the server.
 */
export const totpOrRecoveryCodeSchema = z
  .string({ error: m.codeOrRecoveryRequired })
  .trim()
  .min(1, m.codeOrRecoveryRequired)
  .max(40, m.codeWrong);

/** Turning the second factor on: the first code from the app proves it holds the new key. */
export const enableMfaSchema = z.object({ code: totpCodeSchema });
export type EnableMfaInput = z.input<typeof enableMfaSchema>;

/** New recovery codes: only with a code from the app (or one of the old recovery codes). */
export const regenerateRecoveryCodesSchema = z.object({ code: totpOrRecoveryCodeSchema });
export type RegenerateRecoveryCodesInput = z.input<typeof regenerateRecoveryCodesSchema>;

/** Turning it off takes both factors: whoever holds an open session must not weaken the account. */
export const disableMfaSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, m.passwordWrong),
  code: totpOrRecoveryCodeSchema,
});
export type DisableMfaInput = z.input<typeof disableMfaSchema>;

/** The caller's second factor, as 'Verificación en dos pasos' shows it. */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** A new key for the app: as a QR code (an SVG data URI), as text, and as the otpauth:// link. */
export const mfaSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The password was right and the account has a second factor: the sign-in waits for it. */
export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  /** Single-use, short-lived: sent back with the code. */
  challenge: z.string(),
  /** Unix time (seconds) after which the challenge is void. */
  expires_at: z.number().int(),
  /** How many days 'No volver a pedirlo en este navegador' lasts; 0 when the academy does not offer it. */
  remember_days: z.number().int(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** What the password step answers: a session, or the wait for the second factor. */
export const signInResponseSchema = z.union([sessionResponseSchema, mfaChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** The second step of signing in. */
export const signInMfaSchema = z.object({
  challenge: z.string({ error: m.challengeExpired }).min(1, m.challengeExpired).max(200, m.challengeExpired),
  code: totpOrRecoveryCodeSchema,
  /** Skip the second step in this browser for a while (the academy's setting says how long). */
  remember: z.boolean().optional().default(false),
});
export type SignInMfaInput = z.input<typeof signInMfaSchema>;

/** Session answers to the second step also say when a recovery code was spent, and how many are left. */
export const mfaSessionResponseSchema = sessionResponseSchema.extend({
  recovery_codes_left: z.number().int().nullable(),
});
export type MfaSessionResponse = z.infer<typeof mfaSessionResponseSchema>;

/** The academy's rule: admins always; instructors when this says so. */
export const securitySettingsSchema = z.object({ mfaRequiredForInstructors: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
