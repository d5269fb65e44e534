import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page reached by a link to one of its sections (/#contact) opens at that section: a section of
 * a lazily loaded page may not exist yet when the router looks for it. The top of a page and the
 * positions Back returns to are the router's (root-layout.tsx). Jumps between sections of the same
 * page are the browser's own anchor jumps, so only a change of page acts here.
 */
export function useScrollOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    const sectionId = decodeURIComponent(window.location.hash.slice(1));
    const section = sectionId ? document.getElementById(sectionId) : null;
    section?.scrollIntoView();
  }, [pathname]);
}
