import { z } from 'zod';
import { ssoMessages } from '../messages';

const e = ssoMessages.errors;

/** The admins' screen where single sign-on is set up. */
export const SSO_SETTINGS_PATH = '/dashboard/settings/sso';

/** Why a single sign-on came back to the sign-in screen (`/login?sso_error=…`), each with its message. */
export const SSO_ERRORS = [
  'unverified_email',
  'foreign_email',
  'expired',
  'refused',
  'inactive',
  'unavailable',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** An https issuer; plain http only on this machine, where a test's provider or a local bridge listens. */
export function isAcceptableIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const CLAIM = /^[A-Za-z0-9_.:-]{1,100}$/;

/** A list typed one per line: blanks and repeats dropped, each kept value checked on its own. */
const lines = (
  max: number,
  tooMany: string,
  itemMessage: (value: string) => string,
  itemRule: (value: string) => boolean,
  normalise: (value: string) => string = (value) => value,
) =>
  z
    .array(z.string().trim())
    .transform((values) => [...new Set(values.filter((value) => value !== '').map(normalise))])
    .superRefine((values, ctx) => {
      if (values.length > max) ctx.addIssue({ code: 'custom', message: tooMany });
      for (const value of values)
        if (!itemRule(value)) ctx.addIssue({ code: 'custom', message: itemMessage(value) });
    });

const claim = z
  .string()
  .trim()
  .refine((value) => value === '' || CLAIM.test(value), e.claimInvalid)
  .transform((value) => (value === '' ? null : value));

const claimValues = lines(
  50,
  e.valuesTooMany,
  () => e.valueTooLong,
  (value) => value.length <= 100,
);

/**
 * What an admin saves (docs/product/single-sign-on.md#settings). The client secret is write-only:
 * left blank, the stored one stays.
 */
export const ssoSettingsInputSchema = z.object({
  enabled: z.boolean(),
  name: z.string().trim().min(1, e.nameRequired).max(80, e.nameTooLong),
  issuerUrl: z.string().trim().refine(isAcceptableIssuer, e.issuerInvalid),
  clientId: z.string().trim().min(1, e.clientIdRequired).max(200),
  clientSecret: z.string().max(500).optional(),
  emailDomains: lines(
    20,
    e.domainsTooMany,
    e.domainInvalid,
    (value) => DOMAIN.test(value),
    (value) => value.toLowerCase(),
  ).refine((values) => values.length > 0, e.domainsRequired),
  passwordsOff: z.boolean(),
  unitClaim: claim,
  positionClaim: claim,
  roleClaim: claim,
  adminValues: claimValues,
  instructorValues: claimValues,
});
export type SsoSettingsInput = z.input<typeof ssoSettingsInputSchema>;
/** The same, as the server reads it: lists cleaned, blank claims null. */
export type SsoSettingsData = z.output<typeof ssoSettingsInputSchema>;

/** What an admin reads: the saved settings without the secret, and the address to register at the provider. */
export const ssoSettingsSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  name: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  emailDomains: z.array(z.string()),
  passwordsOff: z.boolean(),
  unitClaim: z.string().nullable(),
  positionClaim: z.string().nullable(),
  roleClaim: z.string().nullable(),
  adminValues: z.array(z.string()),
  instructorValues: z.array(z.string()),
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** What the sign-in screen needs to offer it: the institution's name and its email domains, or nothing. */
export const ssoOfferSchema = z.object({
  offer: z
    .object({ name: z.string(), emailDomains: z.array(z.string()), passwordsOff: z.boolean() })
    .nullable(),
});
export type SsoOffer = z.infer<typeof ssoOfferSchema>;
