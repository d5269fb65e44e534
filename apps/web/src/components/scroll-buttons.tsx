import { messages } from '@aula/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/utils/cn';
import { Button } from './ui/button';

/**
 * docs/product/interface.md#scroll-buttons: both show past 300 px of scroll; 'Ir abajo' hides
 * within 50 px of the end.
 */
const SHOW_AFTER_PX = 300;
const END_MARGIN_PX = 50;

type Visible = 'none' | 'both' | 'top-only';

function readVisible(): Visible {
  const { scrollY, innerHeight } = window;
  if (scrollY <= SHOW_AFTER_PX) return 'none';
  const distanceToEnd = document.documentElement.scrollHeight - (scrollY + innerHeight);
  return distanceToEnd <= END_MARGIN_PX ? 'top-only' : 'both';
}

// The page's end moves without a scroll event when a screen renders or grows, hence the observer.
function subscribe(onChange: () => void) {
  const observer = new ResizeObserver(onChange);
  observer.observe(document.body);
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function scrollToY(top: number) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
}

const buttonClassName = 'rounded-full shadow-lg ring-1 ring-white/40';

/**
 * Floating buttons that jump to the top or the end of any long page; `wideScreensOnly` keeps them
 * off phones for a screen whose content needs the whole width (the player's PDF and text).
 */
export function ScrollButtons({ wideScreensOnly = false }: { wideScreensOnly?: boolean }) {
  const visible = useSyncExternalStore(subscribe, readVisible, () => 'none');
  if (visible === 'none') return null;
  return (
    <div
      className={cn(
        'fixed right-4 bottom-4 z-30 flex-col gap-2 print:hidden',
        wideScreensOnly ? 'hidden md:flex' : 'flex',
      )}
    >
      <Button
        size="icon"
        className={buttonClassName}
        aria-label={messages.publicSite.scrollButtons.toTop}
        onClick={() => scrollToY(0)}
      >
        <ArrowUp aria-hidden className="size-5" />
      </Button>
      {visible === 'both' && (
        <Button
          size="icon"
          className={buttonClassName}
          aria-label={messages.publicSite.scrollButtons.toBottom}
          onClick={() => scrollToY(document.documentElement.scrollHeight)}
        >
          <ArrowDown aria-hidden className="size-5" />
        </Button>
      )}
    </div>
  );
}
