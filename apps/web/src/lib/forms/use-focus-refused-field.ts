import { useEffect, useState } from 'react';

/**
 * Focuses the first field the server refused, once the form is enabled again: a field inside a
 * disabled fieldset cannot take the focus. A new object each time, so that the same field
 * refused twice is focused twice.
 */
export function useFocusRefusedField<Field extends string>(
  isSubmitting: boolean,
  setFocus: (name: Field) => void,
) {
  const [refused, setRefused] = useState<{ name: Field } | null>(null);
  useEffect(() => {
    if (!isSubmitting && refused) setFocus(refused.name);
  }, [isSubmitting, refused, setFocus]);
  return (name: Field | undefined) => setRefused(name ? { name } : null);
}
