import { z } from 'zod';
import { newPasswordSchema, lastNamesSchema, namesSchema } from '../auth/schemas';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { messages, accountMessages } from '../messages';
import { updateUserSchema } from '../users/schemas';

const a = accountMessages;

/**
 * 'Cambiar contraseña' (/dashboard/settings, and the first sign-in with a temporary password): the
 * new one follows the password rules like a registration's, must be confirmed and must differ from
 * the current one (docs/product/accounts.md#changing-the-password). No stored password is longer
 * than the maximum, so a longer current one is simply wrong.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: a.currentPasswordRequired })
      .min(1, a.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, a.currentPasswordWrong),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: a.confirmPasswordRequired }).min(1, a.confirmPasswordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.signUp.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: a.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Multipart forms send booleans as text. */
const formFlag = z.preprocess((value) => value === true || value === 'true', z.boolean());

/**
 * 'Información Personal' of 'Mi Perfil' (docs/product/accounts.md#personal-information): the
 * registration's rules for names and last names, the user drawer's for the phone (which may be
 * emptied). The photo travels as a file beside these fields; `removeImage` drops the current one.
 * Email and role are not editable here, and anything else sent is ignored.
 */
export const ownProfileSchema = z.object({
  names: namesSchema,
  lastNames: lastNamesSchema,
  phone: updateUserSchema.shape.phone,
  removeImage: formFlag.optional().default(false),
});
export type OwnProfileInput = z.input<typeof ownProfileSchema>;
export type OwnProfileData = z.output<typeof ownProfileSchema>;

/** The fields the 'Información Personal' form edits; the photo and its removal travel beside them. */
export const ownProfileFieldsSchema = ownProfileSchema.pick({ names: true, lastNames: true, phone: true });
export type OwnProfileFieldsInput = z.input<typeof ownProfileFieldsSchema>;
export type OwnProfileFieldsData = z.output<typeof ownProfileFieldsSchema>;

/** The kind of device a session was opened on, as its browser tells it. */
export const SESSION_DEVICES = ['computer', 'phone', 'tablet'] as const;

/**
 * One of the caller's open sessions in 'Sesiones activas': what the browser said of itself when
 * the session began, the address it began from, when it began and was last renewed, and whether
 * it is the one asking.
 */
export const activeSessionSchema = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  device: z.enum(SESSION_DEVICES),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;
