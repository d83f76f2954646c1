import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { isAppwriteError } from '@/lib/appwrite-error';
import { refetchAfterChange } from '@/lib/query-client';
import { loadSdk } from '@/lib/sdk';
import { readStorage } from '@/lib/web-storage';

/** The signed-in user as the app sees it (docs/product.md §3 User). */
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
  const fallback = readStorage('local', 'cookieFallback');
  return Boolean(fallback && fallback !== '[]' && fallback !== '{}');
}

/** Fetches the current user; a 401 means "signed out" and is not an error (docs/product.md §4 'Session'). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  // Signed-out visitors skip the request that could only answer 401.
  if (!mayHaveSession()) return null;
  try {
    const { account } = await loadSdk();
    return toSessionUser(await account.get());
  } catch (error) {
    if (isAppwriteError(error) && error.code === 401) return null;
    throw error;
  }
}

/** The session state: `isPending` while unknown, then the user or null. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 5 * 60_000 });
}

/** Whether a failure means "signed in, but a second factor is still owed" (docs/appwrite-compatibility.md §3.2). */
export function owesSecondFactor(error: unknown): boolean {
  return isAppwriteError(error) && error.type === 'user_more_factors_required';
}

/** Under SESSION_QUERY_KEY, so re-reading the session re-reads this too. */
export const SECOND_FACTOR_QUERY_KEY = [...SESSION_QUERY_KEY, 'second-factor'] as const;

/**
 * Whether the browser holds a session that still owes a second factor. Such a session reads as
 * signed out (its 401 is "signed out" to the guards), so it is asked about only when the session
 * is null although a session cookie exists.
 */
export async function fetchSecondFactorPending(): Promise<boolean> {
  if (!mayHaveSession()) return false;
  try {
    const { account } = await loadSdk();
    await account.get();
    return false;
  } catch (error) {
    return owesSecondFactor(error);
  }
}

/** True while a sign-in waits for its second factor (MFA step on /login, the header's hint). */
export function useSecondFactorPending() {
  const session = useSession();
  return useQuery({ queryKey: SECOND_FACTOR_QUERY_KEY, queryFn: fetchSecondFactorPending, enabled: session.data === null, staleTime: 5 * 60_000 });
}

/** Re-reads the session after a change to it (sign-in, a verified address, a profile edit). */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return refetchAfterChange(queryClient, { queryKey: SESSION_QUERY_KEY });
}

/**
 * Puts a known answer in place of the session (signed out, or the user a sign-in returned),
 * dropping a read in flight that would otherwise land after it with the older answer.
 */
export async function replaceSession(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}
