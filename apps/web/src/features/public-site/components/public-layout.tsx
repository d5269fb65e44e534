import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { useScrollOnPageChange } from '../hooks/use-scroll-on-page-change';
import { PublicFooter } from './public-footer';
import { PublicTopBar } from './public-top-bar';

/** The frame the landing and every public page share: skip link, top bar, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useScrollOnPageChange();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicTopBar />
      {/* tabIndex lets the skip link move keyboard focus here, not only the view. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
