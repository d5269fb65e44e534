import { messages } from '@aula/shared';
import { useEffect, type RefObject } from 'react';

const APP_NAME = messages.common.appName;

/** The tab's title for a page whose main heading reads `heading`: 'Mis Cursos · Aula'. */
export const pageTitle = (heading: string | null | undefined) => {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${APP_NAME}` : APP_NAME;
};

/**
 * The browser tab's title follows the main heading of the page in `container`, so that every page
 * of the dashboard has its own ('Usuarios · Aula', a course's title on its page) without each
 * screen repeating its heading: the heading changes with the role, the loaded course or the
 * language of a lesson, and the title with it. Back to 'Aula' when the container goes away.
 */
export function useTitleFromHeading(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const update = () => {
      const title = pageTitle(root.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = APP_NAME;
    };
  }, [container]);
}
