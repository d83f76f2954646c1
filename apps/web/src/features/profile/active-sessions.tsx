import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailure, ProfileSection } from './profile-section';
import { useActiveSessions, useSignOutOtherSessions } from './use-active-sessions';

const createdFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Active sessions (decision 007 item 7): browser, device and when each began; this one marked. */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  const signOutOthersButton =
    others > 0 && sessions.data ? (
      <Button variant="outline" disabled={signOutOthers.isPending} onClick={() => signOutOthers.mutate(sessions.data)}>
        Sign out other sessions
      </Button>
    ) : null;

  return (
    <ProfileSection id="active-sessions" title="Active Sessions" action={signOutOthersButton}>
      {sessions.isPending && <Skeleton className="h-16 w-full" />}
      {sessions.isError && <LoadFailure>Your sessions could not be loaded. Please try again later.</LoadFailure>}
      {sessions.data && (
        <Card className="p-2">
          <ul aria-label="Sessions" className="divide-y divide-sand/70">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                <div className="flex flex-col">
                  <span className="flex items-center gap-2 font-medium text-ink">
                    {session.browser}
                    {session.current && <Badge>This device</Badge>}
                  </span>
                  <span className="text-sm text-muted">{session.device}</span>
                </div>
                <span className="text-sm text-muted">Signed in {createdFormat.format(new Date(session.createdAt))}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </ProfileSection>
  );
}
