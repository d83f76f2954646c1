import { useMutation } from '@tanstack/react-query';
import { Link } from '@/lib/router/link';
import { toast } from '@/lib/toast';
import { useLogout } from '@/components/auth/use-logout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/data/session';
import { loadSdk } from '@/lib/sdk';
import { ActiveSessions } from './active-sessions';
import { EditProfileDialog } from './edit-profile-dialog';
import { OrderHistory } from './order-history';
import { SecurityLog } from './security-log';
import { SecuritySettings } from './security-settings';

const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'November 2026' (decision 007: join date as month and year in US English). */
export function formatJoinDate(registration: string): string {
  const date = new Date(registration);
  return Number.isNaN(date.getTime()) ? '—' : joinedFormat.format(date);
}

/** /profile (docs/product.md §2): account details, badges, edit, logout, order history, two-step verification, active sessions and the security log. */
export function ProfilePage() {
  const { data: user } = useSession();
  const logout = useLogout();
  const resend = useMutation({
    mutationFn: async () => (await loadSdk()).account.createEmailVerification({ url: `${window.location.origin}/verify-email` }),
    onSuccess: () => toast.success('Verification e-mail sent'),
    onError: () => toast.error('Failed to send verification e-mail'),
  });
  if (!user) return null;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-4xl font-semibold text-forest">Your Profile</h1>
        <p className="text-muted">Your account details, order history, sign-in security and devices.</p>
      </header>
      <Card className="flex flex-col gap-6 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-semibold text-forest">{user.name || 'Your account'}</h2>
          {user.isAdmin && <Badge>Admin</Badge>}
          {!user.emailVerification && <Badge variant="danger">Email not verified</Badge>}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Name</dt>
            <dd className="font-medium text-ink">{user.name || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Email</dt>
            <dd className="break-all font-medium text-ink">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Member since</dt>
            <dd className="font-medium text-ink">{formatJoinDate(user.registration)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <EditProfileDialog user={user} />
          {!user.emailVerification && (
            <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
              Resend verification e-mail
            </Button>
          )}
          {user.isAdmin && (
            <Button asChild variant="accent">
              <Link to="/admin">Admin Dashboard</Link>
            </Button>
          )}
          <Button variant="ghost" disabled={logout.isPending} onClick={() => logout.mutate()}>
            Logout
          </Button>
        </div>
      </Card>
      <OrderHistory userId={user.id} />
      <SecuritySettings />
      <ActiveSessions />
      <SecurityLog />
    </div>
  );
}
