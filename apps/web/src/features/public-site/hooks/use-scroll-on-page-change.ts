import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page reached by a link opens at its top, or at the section its address names (/#contact):
 * the router keeps the previous page's scroll otherwise, and a section of a lazily loaded page
 * does not exist yet when the browser looks for it. Jumps between sections of the same page are
 * the browser's own anchor jumps, so only a change of page acts here.
 */
export function useScrollOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    const sectionId = decodeURIComponent(window.location.hash.slice(1));
    const section = sectionId ? document.getElementById(sectionId) : null;
    if (section) section.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
}
