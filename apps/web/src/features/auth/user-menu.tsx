import { LayoutDashboard, LogOut, ShieldCheck, User } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '@/lib/router/link';
import { useNavigate } from '@/lib/router/hooks';
import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSecondFactorPending, useSession } from '@/data/session';
import { addWaitingCartLines } from '@/data/add-waiting-cart-lines';
import { SignInLink } from './sign-in-link';

function initials(name: string, email: string): string {
  const source = name.trim() || email;
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The header's account entry (docs/product.md §2 'Header'): a sign-in icon, or the avatar menu when signed in. */
export function UserMenu() {
  const { data: user } = useSession();
  const logout = useLogout();
  const secondFactor = useSecondFactorPending();
  const navigate = useNavigate();
  const signedIn = Boolean(user);

  // Signed in, however (password, code, mailed link, social): the product a guest pressed Add to Cart for goes in.
  useEffect(() => {
    if (!signedIn) return;
    addWaitingCartLines([
      { label: 'View cart', href: '/cart', navigate: () => void navigate('/cart') },
      { label: 'Checkout', href: '/checkout', navigate: () => void navigate('/checkout') },
    ]);
  }, [signedIn, navigate]);

  if (!user) {
    // /login finishes a sign-in that waits for its second factor, or logs out.
    return secondFactor.data ? (
      <SignInLink label="Finish signing in" icon={<ShieldCheck className="!size-5 text-terracotta-dark" />} />
    ) : (
      <SignInLink />
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-forest text-xs font-semibold text-cream"
          >
            {initials(user.name, user.email)}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold text-ink">{user.name}</span>
          <span className="block break-all text-xs text-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User /> Profile
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard /> Admin Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
