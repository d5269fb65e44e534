import { z } from 'zod';
import {
  DOI_MAX_DIGITS,
  EMAIL_MAX_LENGTH,
  LAST_NAMES_MAX_LENGTH,
  NAMES_MAX_LENGTH,
  LEGACY_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
} from '../constants';
import { messages } from '../messages';
import { isCommonPassword } from './common-passwords';

const onlyDigits = /^\d+$/;

/**
 * A required text field: missing, blank and too long each get their own message
 * (docs/product/accounts.md#registration-fields).
 */
function requiredText(required: string, max?: { length: number; message: string }) {
  const base = z.string({ error: required }).trim().min(1, required);
  return max ? base.max(max.length, max.message) : base;
}

function requiredId(message: string) {
  return z.uuid({ error: message });
}

/** Form checkboxes arrive as booleans from JSON and as strings from multipart forms. */
const formBoolean = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
);

const s = messages.signUp;

/**
 * A person's names and last names (docs/product/accounts.md#registration-fields), wherever they are
 * entered.
 */
export const namesSchema = requiredText(s.namesRequired, {
  length: NAMES_MAX_LENGTH,
  message: s.namesTooLong,
});
export const lastNamesSchema = requiredText(s.lastNamesRequired, {
  length: LAST_NAMES_MAX_LENGTH,
  message: s.lastNamesTooLong,
});

function signUpPassword() {
  return z
    .string({ error: s.passwordRequired })
    .min(1, s.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, s.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, s.passwordTooLong);
}

/** An email as registration takes it: required, valid, stored in lower case. */
export const emailSchema = requiredText(s.emailRequired)
  .max(EMAIL_MAX_LENGTH, s.emailInvalid)
  .pipe(z.email({ error: s.emailInvalid }))
  .transform((email) => email.toLowerCase());

/**
 * A password someone chooses (registration, a temporary one, a new one): the password rules, not a
 * common one (docs/product/accounts.md#password-rules).
 */
export const newPasswordSchema = signUpPassword().refine(
  (value) => !isCommonPassword(value),
  s.passwordTooCommon,
);

/**
 * The registration rules (docs/product/accounts.md#registration-fields); the photo is checked
 * separately as a file.
 */
export const signUpSchema = z
  .object({
    names: namesSchema,
    lastNames: lastNamesSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: signUpPassword(),
    country: requiredText(s.countryRequired).pipe(z.string().regex(/^[A-Z]{2}$/, s.countryRequired)),
    prefixCountry: requiredText(s.prefixRequired).pipe(z.string().regex(/^\+\d{1,6}$/, s.prefixRequired)),
    phone: requiredText(s.phoneRequired)
      .regex(onlyDigits, s.phoneDigitsOnly)
      .max(PHONE_MAX_DIGITS, s.phoneTooLong),
    doi: requiredText(s.doiRequired).regex(onlyDigits, s.doiDigitsOnly).max(DOI_MAX_DIGITS, s.doiTooLong),
    idGender: requiredId(s.genderRequired),
    idDocumentType: requiredId(s.documentTypeRequired),
    idIndustry: requiredId(s.industryRequired),
    idSpecialty: requiredId(s.specialtyRequired),
    acceptTerms: formBoolean.refine((accepted) => accepted, s.termsRequired),
    acceptMarketing: formBoolean.optional().default(false),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: s.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

const i = messages.signIn;

/** The sign-in rules (docs/product/accounts.md#sign-in-rules). */
export const signInSchema = z.object({
  email: z
    .string({ error: i.emailRequired })
    .trim()
    .min(1, i.emailRequired)
    .max(EMAIL_MAX_LENGTH, i.emailInvalid)
    .pipe(z.email({ error: i.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: i.passwordRequired })
    .min(1, i.passwordRequired)
    .min(LEGACY_PASSWORD_MIN_LENGTH, i.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, i.passwordTooLong),
});

export type SignInInput = z.input<typeof signInSchema>;

/**
 * The signed-in user as the client keeps it, sent with every renewal
 * (docs/product/accounts.md#restoring-and-renewing).
 */
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  names: z.string(),
  lastNames: z.string(),
  country: z.string(),
  phone: z.string(),
  nroDoi: z.string(),
  urlImage: z.string().nullable(),
  joinedDate: z.string(),
  mustChangePassword: z.boolean(),
  /** Why, when it must: a temporary password, or one that no longer meets the rules. */
  passwordChangeReason: z.enum(['temporary', 'policy']).nullable(),
  /** Whether signing in asks for a second factor, and whether the account's role requires one. */
  mfaEnabled: z.boolean(),
  mfaRequired: z.boolean(),
  rol: z.object({ code: z.string(), name: z.string() }),
  /** Whether they supervise a unit now: 'Mi equipo' is theirs (docs/decisions/0032-supervisors.md). */
  supervisor: z.boolean(),
  industry: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  specialty: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  typeIdentityDocument: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Unix time (seconds) at which the access token expires. */
  expires_at: z.number().int(),
  user: currentUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Sign-out's answer when the provider of an institutional sign-in must end its own session too. */
export const signOutResponseSchema = z.object({ endSessionUrl: z.string() });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;
