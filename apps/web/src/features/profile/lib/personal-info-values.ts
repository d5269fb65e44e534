import type { CurrentUser, OwnProfileFieldsInput } from '@aula/shared';

export const PERSONAL_INFO_FIELDS = [
  'names',
  'lastNames',
  'phone',
] as const satisfies readonly (keyof OwnProfileFieldsInput)[];

export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

/** The keys of the server's per-field errors that the form shows under a field. */
export function isPersonalInfoField(name: string): name is PersonalInfoField {
  return (PERSONAL_INFO_FIELDS as readonly string[]).includes(name);
}

/** The saved values, which the form starts from and 'Cancelar' goes back to. */
export function personalInfoValues(user: CurrentUser): OwnProfileFieldsInput {
  return { names: user.names, lastNames: user.lastNames, phone: user.phone };
}
