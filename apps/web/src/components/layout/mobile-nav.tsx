import { messages } from '@aula/shared';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet';
import { NavLinks } from './nav-links';
import type { NavItem } from './nav-item';

/** Below 768 px: the menu button and the left-side sheet 'Menú de Navegación' with the sidebar's links. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={messages.shell.openMobileMenu}>
          <Menu aria-hidden className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={messages.shell.closeMobileMenu}>
        <SheetTitle>{messages.shell.mobileMenuTitle}</SheetTitle>
        <SheetDescription className="sr-only">{messages.shell.mobileMenuDescription}</SheetDescription>
        <nav aria-label={messages.shell.mainNavigation}>
          {/* Choosing a page closes the sheet, or it would cover the page just opened. */}
          <NavLinks items={items} onNavigate={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
