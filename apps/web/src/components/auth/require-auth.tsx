import type { ReactNode } from 'react';
import { Navigate } from '@/lib/router/navigate';
import { useLocation } from '@/lib/router/hooks';
import { useSession } from '@/data/session';
import { logoutState } from './logout-state';

/**
 * The guard of docs/product.md §2: 'Checking authentication...' while the session is unknown, signed-out
 * visitors go to /login remembering where they came from, and admin pages refuse non-admins.
 */
export function RequireAuth({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-20 text-center text-muted">
        Checking authentication...
      </p>
    );
  }
  if (!session.data) return logoutState.leaving ? null : <Navigate to="/login" replace state={{ from: location }} />;
  if (adminOnly && !session.data.isAdmin) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold text-forest">Access Denied</h1>
        <p className="text-muted">You don&apos;t have permission to access this page.</p>
      </div>
    );
  }
  return <>{children}</>;
}
