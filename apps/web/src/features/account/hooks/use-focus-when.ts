import { useEffect, useRef } from 'react';

/**
 * Focuses the element given the ref when `shouldFocus` turns true, or as it shows if it already
 * is: for a view that replaces the panel or dialog the focus was in, so that the focus does not
 * fall to the page's top.
 */
export function useFocusWhen<Element extends HTMLElement>(shouldFocus: boolean) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return ref;
}
