import { z } from 'zod';
import { passwordRecoveryMessages as m, messages } from '../messages';
import { emailSchema, newPasswordSchema } from './schemas';

/** How long a password-reset link works (docs/product/accounts.md#password-recovery). */
export const PASSWORD_RESET_MINUTES = 60;

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** A reset link's token: the reset's id, a dot, and its proof. */
const tokenSchema = z
  .string({ error: m.linkInvalid })
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, m.linkInvalid);

export const passwordResetCheckSchema = z.object({ token: tokenSchema });

export const passwordResetSchema = z
  .object({
    token: tokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: messages.signUp.passwordRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.signUp.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** What the recovery routes answer: a sentence to show. */
export const passwordRecoveryAnswerSchema = z.object({ message: z.string() });
