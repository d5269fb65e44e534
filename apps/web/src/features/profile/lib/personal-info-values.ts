import type { CurrentUser, OwnProfileFieldsInput } from '@aula/shared';

/** The form's fields, which are also the keys of the server's per-field errors it shows under a field. */
export const PERSONAL_INFO_FIELDS = [
  'names',
  'lastNames',
  'phone',
] as const satisfies readonly (keyof OwnProfileFieldsInput)[];

/** The saved values, which the form starts from and 'Cancelar' goes back to. */
export function personalInfoValues(user: CurrentUser): OwnProfileFieldsInput {
  return { names: user.names, lastNames: user.lastNames, phone: user.phone };
}
