import type { ReactNode } from 'react';
import { User } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';

/**
 * The header's icon link to /login for someone without a session. The header shows it itself
 * until the account menu has loaded; the menu shows it once the session ends, as "Finish signing
 * in" with its own icon while a sign-in waits for its second factor — that icon stays in the
 * menu's chunk, out of every page's first load.
 */
export function SignInLink({ label = 'Sign in', icon = <User className="!size-5" /> }: { label?: string; icon?: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link to="/login" aria-label={label}>
        {icon}
      </Link>
    </Button>
  );
}
