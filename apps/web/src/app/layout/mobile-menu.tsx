import { Menu } from 'lucide-react';
import { NavLink } from '@/lib/router/link';
import { MobileAccountLinks } from '@/features/auth/mobile-account-links';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { NAV_LINKS } from './nav-links';

/** The phone menu: a sheet with the navigation and the account entries; `defaultOpen` when it loads on a press. */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="!size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined} onCloseAutoFocus={keepFocusOnNewPage}>
        <SheetTitle className="font-serif text-xl text-forest">Menu</SheetTitle>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <SheetCloseLink to={link.to} label={link.label} />
              </li>
            ))}
          </ul>
        </nav>
        <MobileAccountLinks />
      </SheetContent>
    </Sheet>
  );
}

/**
 * A closed sheet returns the focus to "Open menu", a moment after it closes. When a link in it
 * opened a page, the focus is on that page's heading by then (FocusOnNavigation): it stays there.
 * On a close without a navigation the focus was in the sheet, gone with it, and is on <body>.
 */
function keepFocusOnNewPage(event: Event) {
  if (document.activeElement && document.activeElement !== document.body) event.preventDefault();
}

function SheetCloseLink({ to, label }: { to: string; label: string }) {
  return (
    <SheetClose asChild>
      {/* Slot would stringify a className function, so the active look keys on NavLink's aria-current. */}
      <NavLink
        to={to}
        end={to === '/'}
        className="block rounded-xl px-4 py-3 text-base font-medium text-ink hover:bg-sage-50 aria-[current=page]:bg-sage-100 aria-[current=page]:text-forest"
      >
        {label}
      </NavLink>
    </SheetClose>
  );
}
