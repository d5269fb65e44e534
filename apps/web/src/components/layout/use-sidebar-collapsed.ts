import { useCallback, useState } from 'react';

const KEY = 'aula.sidebar-collapsed';

function readStored(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar is collapsed; remembered in this browser, so it stays as the user left it. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readStored);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        localStorage.setItem(KEY, next ? '1' : '0');
      } catch {
        // Nowhere to remember it (a privacy mode): it just resets on the next visit.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
