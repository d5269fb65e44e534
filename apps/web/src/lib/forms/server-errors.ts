import { messages } from '@aula/shared';
import { ApiError } from '../api/api-error';

export interface ServerErrors<Field extends string> {
  /** the server's message for each field of the form it blamed */
  fields: { name: Field; message: string }[];
  /** what to say above the buttons when no field of the form is to blame */
  form: string | null;
}

/**
 * Splits a refused save into messages under the form's fields (422 and 409 carry `fields`) and
 * one for the whole form (no permission, no connection, a field the form does not have).
 */
export function serverErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): ServerErrors<Field> {
  if (!(error instanceof ApiError)) return { fields: [], form: messages.common.unexpectedError };
  const fields = Object.entries(error.fields ?? {}).flatMap(([name, message]) =>
    (formFields as readonly string[]).includes(name) ? [{ name: name as Field, message }] : [],
  );
  return { fields, form: fields.length > 0 ? null : error.message };
}

/**
 * Puts a refused save's messages under the form's fields (react-hook-form's `setError`) and
 * answers what is left for the whole form and the first field to focus.
 */
export function applyServerErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  setError: (name: Field, error: { type: 'server'; message: string }) => void,
): { form: string | null; firstField: Field | undefined } {
  const refused = serverErrors(error, formFields);
  for (const { name, message } of refused.fields) setError(name, { type: 'server', message });
  return { form: refused.form, firstField: refused.fields[0]?.name };
}
