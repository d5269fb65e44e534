import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it appears: for what replaces a form once it is sent,
 * so that keyboard and screen-reader users land on the outcome instead of at the top of the page.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
