import { useState } from 'react';
import { applyServerErrors } from './server-errors';
import { useFocusRefusedField } from './use-focus-refused-field';

/** What a form of react-hook-form lends the refusal: where to put messages and the focus. */
interface RefusableForm<Field extends string> {
  setError: (name: Field, error: { type: 'server'; message: string }) => void;
  setFocus: (name: Field) => void;
  isSubmitting: boolean;
}

/**
 * A form's answer to a save the server refused: its messages under the fields it blamed, what is
 * left above the buttons (`formError`), and the focus on the first blamed field once the form is
 * enabled again. `clear` forgets the last refusal when a new attempt starts.
 */
export function useServerRefusal<Field extends string>(
  fields: readonly Field[],
  { setError, setFocus, isSubmitting }: RefusableForm<Field>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const focusRefused = useFocusRefusedField(isSubmitting, setFocus);
  return {
    formError,
    clear() {
      setFormError(null);
      focusRefused(undefined);
    },
    show(error: unknown) {
      const refused = applyServerErrors(error, fields, setError);
      setFormError(refused.form);
      focusRefused(refused.firstField);
    },
  };
}
