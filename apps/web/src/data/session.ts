import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppwriteException, type Models } from 'appwrite';
import { account } from '@/lib/appwrite';

/** The signed-in user as the app sees it (SPEC.md §3 User). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerification: boolean;
  labels: string[];
  /** Derived from the `admin` label; the server enforces it independently. */
  isAdmin: boolean;
  registration: string;
}

export const SESSION_QUERY_KEY = ['session'] as const;

export function toSessionUser(user: Models.User<Models.Preferences>): SessionUser {
  return {
    id: user.$id,
    name: user.name,
    email: user.email,
    emailVerification: user.emailVerification,
    labels: user.labels,
    isAdmin: user.labels.includes('admin'),
    registration: user.registration,
  };
}

/**
 * Whether a session may exist: the server sets the readable `pura_signed_in` cookie beside the
 * HttpOnly session cookie, and SDKs keeping the session in localStorage leave `cookieFallback`.
 */
function mayHaveSession(): boolean {
  if (document.cookie.split('; ').includes('pura_signed_in=1')) return true;
  const fallback = localStorage.getItem('cookieFallback');
  return Boolean(fallback && fallback !== '[]' && fallback !== '{}');
}

/** Fetches the current user; a 401 means "signed out" and is not an error (SPEC.md §4 'Session'). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  // Signed-out visitors skip the request that could only answer 401.
  if (!mayHaveSession()) return null;
  try {
    return toSessionUser(await account.get());
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 401) return null;
    throw error;
  }
}

/** The session state: `isPending` while unknown, then the user or null. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 5 * 60_000 });
}

/** Re-reads the session after sign-in, sign-out or a profile change. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
