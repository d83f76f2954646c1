import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailure, ProfileSection } from './profile-section';
import { useSecurityLog } from './use-security-log';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Recent security activity' (decision 011 item 8): sign-ins, sign-outs and account changes, from where. */
export function SecurityLog() {
  const log = useSecurityLog();
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <ProfileSection id="security-log" title="Recent security activity">
      {log.isPending && <Skeleton className="h-16 w-full" />}
      {log.isError && !log.data && <LoadFailure>Your security activity could not be loaded. Please try again later.</LoadFailure>}
      {log.isSuccess && events.length === 0 && <p className="text-muted">No security activity yet.</p>}
      {events.length > 0 && (
        <Card className="p-2">
          <ul aria-label="Security activity" className="divide-y divide-sand/70">
            {events.map((event, index) => (
              // Pages only append, so a position names the same entry on every render.
              <li key={index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                <div className="flex flex-col">
                  <span className="font-medium text-ink">{event.what}</span>
                  <span className="text-sm text-muted">
                    {event.browser} · {event.ip}
                  </span>
                </div>
                <time dateTime={event.time} className="text-sm text-muted">
                  {timeFormat.format(new Date(event.time))}
                </time>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {log.isFetchNextPageError && <LoadFailure>More activity could not be loaded. Please try again.</LoadFailure>}
      {log.hasNextPage && (
        <Button variant="outline" className="self-start" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </ProfileSection>
  );
}
