import { Heart, Menu, ShoppingBag } from 'lucide-react';
import { type ComponentProps, Suspense, lazy, useState } from 'react';
import { Link, NavLink } from '@/lib/router/link';
import { useCartCount } from '@/data/cart-store';
import { useSecondFactorPending, useSession } from '@/data/session';
import { Button } from '@/components/ui/button';
import { SignInLink } from '@/features/auth/sign-in-link';
import { cn } from '@/lib/cn';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

// The account menu and the phone sheet (radix, the SDK, toasts) stay off the first load: the
// account menu loads for a session only, the sheet on the first press of its button.
const UserMenu = lazy(() => import('@/features/auth/user-menu').then((m) => ({ default: m.UserMenu })));
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
// The wishlist's count reads local storage only: it fills in after the first paint.
const WishlistCount = lazy(() => import('./wishlist-count').then((m) => ({ default: m.WishlistCount })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-forest', isActive ? 'text-forest bg-sage-100' : 'text-muted');

/** Logo, navigation, search, the wishlist heart and the cart with their count badges and the account entry; a sheet menu on phones. */
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
          <HeaderSearch />
          <Button asChild variant="ghost" size="icon" className="relative">
            <Link to="/wishlist">
              <Heart className="!size-5" aria-hidden="true" />
              <Suspense fallback={<span className="sr-only">Wishlist</span>}>
                <WishlistCount />
              </Suspense>
            </Link>
          </Button>
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
          <AccountEntry />
          <MobileMenuEntry />
        </div>
      </div>
    </header>
  );
}

/** Sign in for a visitor; the account menu, once the session (or a pending second factor) says so. */
function AccountEntry() {
  const { data: user } = useSession();
  const secondFactor = useSecondFactorPending();
  if (!user && !secondFactor.data) return <SignInLink />;
  return (
    <Suspense fallback={<SignInLink />}>
      <UserMenu />
    </Suspense>
  );
}

/** The menu button; its first press loads the sheet, which then opens. Hover or focus start the load early. */
function MobileMenuEntry() {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={<MenuButton />}>
        <MobileMenu defaultOpen />
      </Suspense>
    );
  }
  const preload = () => void loadMobileMenu();
  return <MenuButton onClick={() => setOpened(true)} onPointerEnter={preload} onFocus={preload} />;
}

function MenuButton(props: ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" {...props}>
      <Menu className="!size-5" />
    </Button>
  );
}
