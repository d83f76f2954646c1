import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY, type SessionUser, refreshSession, replaceSession } from './session';

const user = (emailVerification: boolean): SessionUser => ({
  id: 'u1',
  name: 'Vera',
  email: 'vera@example.com',
  emailVerification,
  labels: [],
  isAdmin: false,
  registration: '2026-11-01T00:00:00.000+00:00',
});

/**
 * A session query with an observer (the header's `useSession`), whose reads the test answers by
 * hand: `reads[n].answer(value)` settles the n-th request to the server.
 */
function watchedSession() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: { answer: (value: SessionUser | null) => void }[] = [];
  const observer = new QueryObserver<SessionUser | null>(queryClient, {
    queryKey: SESSION_QUERY_KEY,
    staleTime: 5 * 60_000,
    queryFn: () => new Promise<SessionUser | null>((resolve) => reads.push({ answer: resolve })),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  cleanups.push(() => {
    unsubscribe();
    queryClient.clear();
  });
  return { queryClient, reads, current: () => queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY) };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('refreshSession', () => {
  it('does not settle for the first read of the page when it left before the change', async () => {
    const session = watchedSession();
    expect(session.reads).toHaveLength(1); // the page's first read, still on its way

    const refreshed = refreshSession(session.queryClient); // the address was just verified
    await until(() => session.reads.length === 2);
    session.reads[0]!.answer(user(false)); // the first read's answer, from before the change, lands late
    session.reads[1]!.answer(user(true));
    await refreshed;

    expect(session.current()).toEqual(user(true));
  });

  it('re-reads a session it already holds', async () => {
    const session = watchedSession();
    session.reads[0]!.answer(user(false));
    await until(() => session.current() !== undefined);

    const refreshed = refreshSession(session.queryClient);
    await until(() => session.reads.length === 2);
    session.reads[1]!.answer(user(true));
    await refreshed;

    expect(session.current()).toEqual(user(true));
  });
});

describe('replaceSession', () => {
  it('is not overwritten by a read that was on its way', async () => {
    const session = watchedSession();
    await replaceSession(session.queryClient, null); // signed out (a password reset ends every session)
    session.reads[0]!.answer(user(true)); // the read from before, still signed in
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(session.current()).toBeNull();
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}
