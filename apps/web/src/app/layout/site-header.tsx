import { Menu, ShoppingBag } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useCartCount } from '@/data/cart-store';
import { MobileAccountLinks } from '@/features/auth/mobile-account-links';
import { UserMenu } from '@/features/auth/user-menu';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-forest', isActive ? 'text-forest bg-sage-100' : 'text-muted');

/** Logo, navigation, cart with its count badge and the account entry; a sheet menu on phones. */
export function SiteHeader() {
  const count = useCartCount();
  return (
    <header className="sticky top-0 z-40 border-b border-sand/70 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="icon" className="relative">
            <Link to="/cart" aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}>
              <ShoppingBag className="!size-5" />
              {count > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-terracotta-dark px-1 text-[11px] font-semibold leading-5 text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Link>
          </Button>
          <UserMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function MobileMenu() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="!size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
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
