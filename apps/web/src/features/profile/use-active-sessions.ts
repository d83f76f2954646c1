import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { toast } from '@/lib/toast';
import { loadSdk } from '@/lib/sdk';

/** One signed-in browser of this user, as the Active sessions list shows it. */
export interface ActiveSession {
  id: string;
  browser: string;
  device: string;
  createdAt: string;
  current: boolean;
}

const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

function describeSession(session: Models.Session): ActiveSession {
  const major = session.clientVersion.split('.')[0];
  const browser = session.clientName ? [session.clientName, major].filter(Boolean).join(' ') : 'Unknown browser';
  const device = [session.osName, session.deviceName].filter(Boolean).join(', ') || 'Unknown device';
  return { id: session.$id, browser, device, createdAt: session.$createdAt, current: session.current };
}

/** This user's sessions, the current one first, then newest first. */
export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async () => {
      const { account } = await loadSdk();
      const { sessions } = await account.listSessions();
      return sessions.map(describeSession).sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt));
    },
  });
}

/**
 * 'Sign out other sessions': deletes every session but this one. `deleteSessions()` would end
 * this one too, so each other session is deleted by id.
 */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessions: ActiveSession[]) => {
      const { account } = await loadSdk();
      await Promise.all(sessions.filter((s) => !s.current).map((s) => account.deleteSession({ sessionId: s.id })));
    },
    onSuccess: () => toast.success('Signed out of all other sessions'),
    onError: () => toast.error('Failed to sign out other sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
