import { z } from 'zod';
import { passwordRecoveryMessages as m, messages } from '../messages';
import { emailSchema, newPasswordSchema } from './schemas';

/** How long a password-reset link works (docs/product/accounts.md#password-recovery). */
export const PASSWORD_RESET_MINUTES = 60;

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/**
 * An emailed link's token (a password reset, an invitation): its row's id, a dot, and its proof.
 * A malformed one is refused as the link's own 'not valid' message.
 */
export const linkTokenSchema = (invalid: string) =>
  z.string({ error: invalid }).regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, invalid);

/** A password chosen through an emailed link, under the registration's rules, typed twice. */
export const passwordThroughLinkSchema = (invalid: string) =>
  z
    .object({
      token: linkTokenSchema(invalid),
      password: newPasswordSchema,
      confirmPassword: z.string({ error: messages.signUp.passwordRequired }),
    })
    .refine((form) => form.password === form.confirmPassword, {
      message: messages.signUp.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
export type PasswordThroughLinkInput = z.input<ReturnType<typeof passwordThroughLinkSchema>>;

export const passwordResetCheckSchema = z.object({ token: linkTokenSchema(m.linkInvalid) });

export const passwordResetSchema = passwordThroughLinkSchema(m.linkInvalid);
export type PasswordResetInput = PasswordThroughLinkInput;

/** What the recovery routes answer: a sentence to show. */
export const passwordRecoveryAnswerSchema = z.object({ message: z.string() });
