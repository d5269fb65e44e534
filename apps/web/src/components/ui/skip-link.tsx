import { messages } from '@aula/shared';
import { cn } from '@/lib/utils/cn';

/** The id of each page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on a page: it lets keyboard and screen-reader users jump past
 * the top bar and navigation. Hidden until it receives focus.
 */
export function SkipLink({
  targetId = MAIN_CONTENT_ID,
  className,
}: {
  targetId?: string;
  className?: string;
}) {
  return (
    <a
      href={`#${targetId}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50',
        'focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {messages.publicSite.skipToContent}
    </a>
  );
}
