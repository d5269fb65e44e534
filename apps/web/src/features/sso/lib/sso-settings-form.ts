import { ssoMessages, ssoSettingsInputSchema, type SsoSettings, type SsoSettingsInput } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: the lists as typed, one per line, and the claims blank when there is none. */
export interface SsoSettingsFormValues {
  enabled: boolean;
  name: string;
  issuerUrl: string;
  clientId: string;
  /** write-only: blank keeps the stored one */
  clientSecret: string;
  emailDomains: string;
  passwordsOff: boolean;
  unitClaim: string;
  positionClaim: string;
  roleClaim: string;
  adminValues: string;
  instructorValues: string;
}

/** What the form's validation needs beyond the values: whether a secret is already stored. */
export interface SsoSettingsFormContext {
  secretStored: boolean;
}

/** The form's fields, which a refused save may blame. */
export const SSO_SETTINGS_FIELDS = [
  'enabled',
  'name',
  'issuerUrl',
  'clientId',
  'clientSecret',
  'emailDomains',
  'passwordsOff',
  'unitClaim',
  'positionClaim',
  'roleClaim',
  'adminValues',
  'instructorValues',
] as const satisfies readonly (keyof SsoSettingsFormValues)[];

/** The saved settings as the form starts from them: lists one per line, no secret. */
export function ssoSettingsFormValues(settings: SsoSettings): SsoSettingsFormValues {
  return {
    enabled: settings.enabled,
    name: settings.name,
    issuerUrl: settings.issuerUrl,
    clientId: settings.clientId,
    clientSecret: '',
    emailDomains: settings.emailDomains.join('\n'),
    passwordsOff: settings.passwordsOff,
    unitClaim: settings.unitClaim ?? '',
    positionClaim: settings.positionClaim ?? '',
    roleClaim: settings.roleClaim ?? '',
    adminValues: settings.adminValues.join('\n'),
    instructorValues: settings.instructorValues.join('\n'),
  };
}

/** A list typed one per line, without its blank lines. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What the form sends: the lists as arrays, and the secret only when one was typed. */
export function ssoSettingsInput(values: SsoSettingsFormValues): SsoSettingsInput {
  const secret = values.clientSecret.trim();
  return {
    enabled: values.enabled,
    name: values.name,
    issuerUrl: values.issuerUrl,
    clientId: values.clientId,
    ...(secret === '' ? {} : { clientSecret: secret }),
    emailDomains: linesOf(values.emailDomains),
    passwordsOff: values.passwordsOff,
    unitClaim: values.unitClaim,
    positionClaim: values.positionClaim,
    roleClaim: values.roleClaim,
    adminValues: linesOf(values.adminValues),
    instructorValues: linesOf(values.instructorValues),
  };
}

// Raw: the server reads the same schema, so it gets what was typed (blank claims as blanks, not null).
const validateInput = zodResolver(ssoSettingsInputSchema, undefined, { raw: true });

/**
 * The shared schema, run on what the form would send, so its messages land under the fields they
 * are named after; and the secret, required until one is stored, as the server will require it.
 */
export const ssoSettingsResolver: Resolver<
  SsoSettingsFormValues,
  SsoSettingsFormContext,
  SsoSettingsInput
> = async (values, context, { names: _names, ...options }) => {
  // `names` are typed for the form's values; without them the errors' own paths are used, the same ones.
  const input = ssoSettingsInput(values);
  const result = await validateInput(input, context, options);
  let errors = result.errors as FieldErrors<SsoSettingsFormValues>;
  if (!context?.secretStored && input.clientSecret === undefined) {
    const clientSecret = { type: 'required', message: ssoMessages.errors.clientSecretRequired };
    errors = { ...errors, clientSecret };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: input, errors: {} };
};

/** Every message a field's error carries: all the invalid lines of a list, say, not only the first. */
export function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string');
  return all.length > 0 ? all : error.message ? [error.message] : [];
}
