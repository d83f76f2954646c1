import { Outlet } from '@/lib/router/router-provider';
import { RequireAuth } from '@/components/auth/require-auth';
import { AdminLayout } from '@/features/admin/admin-layout';

/** /admin and its sections: admins only (the server enforces it on every call too). */
export function AdminRoute() {
  return (
    <RequireAuth adminOnly>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </RequireAuth>
  );
}
