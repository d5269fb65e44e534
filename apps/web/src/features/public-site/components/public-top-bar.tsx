import { messages } from '@aula/shared';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/utils/cn';
import { focusRing, type LandingSection } from '../lib/landing-sections';
import { SectionLink } from './section-link';

const copy = messages.publicSite.topBar;
const MOBILE_MENU_ID = 'public-mobile-menu';
const SECTIONS: readonly LandingSection[] = ['mission', 'about', 'contact'];

/** The sticky top bar of the landing and the public pages; below 768 px its links fold into a menu. */
export function PublicTopBar() {
  const location = useLocation();
  const here = `${location.pathname}${location.hash}`;
  // The menu belongs to the address it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const close = () => setOpenAt(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={copy.homeLink} className={cn('rounded-md', focusRing)}>
          <Brand />
        </Link>

        <nav aria-label={copy.navigationLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map((section) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-background hover:text-foreground',
                    focusRing,
                  )}
                >
                  {copy[section]}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <ButtonLink to="/login" variant="ghost">
            {copy.signIn}
          </ButtonLink>
          <ButtonLink to="/register">{copy.signUp}</ButtonLink>
        </div>

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={copy.menu}
          onClick={() => setOpenAt(open ? null : here)}
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </Button>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!open} className="border-t border-border bg-card md:hidden">
        <nav aria-label={copy.navigationLabel} className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6">
          <ul className="flex flex-col">
            {SECTIONS.map((section) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  onClick={close}
                  className={cn(
                    'block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-background',
                    focusRing,
                  )}
                >
                  {copy[section]}
                </SectionLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid gap-2 border-t border-border pt-4">
            <ButtonLink to="/login" variant="outline" onClick={close}>
              {copy.signIn}
            </ButtonLink>
            <ButtonLink to="/register" onClick={close}>
              {copy.signUp}
            </ButtonLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
