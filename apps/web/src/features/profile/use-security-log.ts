import { useInfiniteQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { loadSdk } from '@/lib/sdk';

/** One line of 'Recent security activity'. */
export interface SecurityEvent {
  what: string;
  browser: string;
  ip: string;
  time: string;
}

export const SECURITY_LOG_PAGE = 10;

// The server's events (Appwrite audit names) in plain words; anything newer shows as 'Account changed'.
const EVENT_WORDS: Record<string, string> = {
  'session.create': 'Signed in',
  'session.update': 'Session extended',
  'session.delete': 'Signed out',
  'sessions.delete': 'Signed out everywhere',
  'jwt.create': 'Access token created',
  'user.update.email': 'E-mail address changed',
  'user.update.phone': 'Phone number changed',
  'user.update.password': 'Password changed',
  'user.update.mfa': 'Two-step verification turned on or off',
  'user.verify.phone': 'Phone number verified',
  'mfa.authenticator.create': 'Authenticator app added',
  'mfa.authenticator.verify': 'Authenticator app confirmed',
  'mfa.authenticator.delete': 'Authenticator app removed',
  'mfa.recovery-codes.create': 'Recovery codes created',
  'mfa.recovery-codes.update': 'Recovery codes replaced',
  'mfa.challenge.verify': 'Two-step verification passed',
  'target.create': 'Notification device added',
  'target.update': 'Notification device updated',
  'target.delete': 'Notification device removed',
};

export function describeEvent(event: string): string {
  return EVENT_WORDS[event] ?? 'Account changed';
}

function describeLog(log: Models.Log): SecurityEvent {
  const client = [log.clientName, log.clientVersion.split('.')[0]].filter(Boolean).join(' ');
  const browser = [client || 'Unknown browser', log.osName || 'unknown system'].join(' on ');
  return { what: describeEvent(log.event), browser, ip: log.ip || 'Unknown IP', time: log.time };
}

/** The account's security log, newest first, ten entries a page. */
export function useSecurityLog() {
  return useInfiniteQuery({
    queryKey: ['account', 'logs'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { Query, account } = await loadSdk();
      const { total, logs } = await account.listLogs({ queries: [Query.limit(SECURITY_LOG_PAGE), Query.offset(pageParam)] });
      return { total, events: logs.map(describeLog) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.events.length, 0);
      return last.events.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
