import { LayoutDashboard, LogIn, LogOut, User } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { useLogout } from '@/components/auth/use-logout';
import { SheetClose } from '@/components/ui/sheet';
import { useSession } from '@/data/session';

const entryClass =
  'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-base font-medium text-ink hover:bg-sage-50 cursor-pointer [&_svg]:size-5 [&_svg]:text-forest';

/** The account entries of the phone menu: Sign In, or the avatar menu's entries (docs/product.md §2 'Header'). */
export function MobileAccountLinks() {
  const { data: user } = useSession();
  const logout = useLogout();

  if (!user) {
    return (
      <div className="border-t border-sand pt-4">
        <SheetClose asChild>
          <Link to="/login" className={entryClass}>
            <LogIn aria-hidden="true" /> Sign In
          </Link>
        </SheetClose>
      </div>
    );
  }

  return (
    <section aria-label="Account" className="flex flex-col gap-1 border-t border-sand pt-4">
      <p className="px-4 pb-2">
        <span className="block font-semibold text-ink">{user.name}</span>
        <span className="block break-all text-sm text-muted">{user.email}</span>
      </p>
      <SheetClose asChild>
        <Link to="/profile" className={entryClass}>
          <User aria-hidden="true" /> Profile
        </Link>
      </SheetClose>
      {user.isAdmin && (
        <SheetClose asChild>
          <Link to="/admin" className={entryClass}>
            <LayoutDashboard aria-hidden="true" /> Admin Dashboard
          </Link>
        </SheetClose>
      )}
      <SheetClose asChild>
        <button type="button" className={entryClass} disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOut aria-hidden="true" /> Logout
        </button>
      </SheetClose>
    </section>
  );
}
