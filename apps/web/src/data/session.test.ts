import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchWithReadsByHand } from '@/test/reads-by-hand';
import '@/data/testing/patient-waits';
import { refuseStorage } from '@/test/refused-storage';
import { SESSION_QUERY_KEY, type SessionUser, fetchSessionUser, refreshSession, replaceSession } from './session';

const user = (emailVerification: boolean): SessionUser => ({
  id: 'u1',
  name: 'Vera',
  email: 'vera@example.com',
  emailVerification,
  labels: [],
  isAdmin: false,
  registration: '2026-11-01T00:00:00.000+00:00',
});

const queryClient = new QueryClient();
afterEach(() => queryClient.clear());

/** The header's `useSession`, whose reads of GET /account the test answers. */
const watchSession = () => watchWithReadsByHand<SessionUser | null>(queryClient, SESSION_QUERY_KEY);

describe('refreshSession', () => {
  it('does not settle for the first read of the page when it left before the change', async () => {
    const session = watchSession();
    expect(session.reads).toHaveLength(1); // the page's first read, still on its way

    const refreshed = refreshSession(queryClient); // the address was just verified
    await waitFor(() => expect(session.reads).toHaveLength(2));
    session.reads[0]!.answer(user(false)); // the first read's answer, from before the change, lands late
    session.reads[1]!.answer(user(true));
    await refreshed;

    expect(session.current()).toEqual(user(true));
    session.stop();
  });

  it('re-reads a session it already holds', async () => {
    const session = watchSession();
    session.reads[0]!.answer(user(false));
    await waitFor(() => expect(session.current()).toBeDefined());

    const refreshed = refreshSession(queryClient);
    await waitFor(() => expect(session.reads).toHaveLength(2));
    session.reads[1]!.answer(user(true));
    await refreshed;

    expect(session.current()).toEqual(user(true));
    session.stop();
  });
});

describe('replaceSession', () => {
  it('is not overwritten by a read that was on its way', async () => {
    const session = watchSession();
    await replaceSession(queryClient, null); // signed out (a password reset ends every session)
    session.reads[0]!.answer(user(true)); // the read from before, still signed in
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(session.current()).toBeNull();
    session.stop();
  });
});

describe('fetchSessionUser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers signed out, not an error, in a browser that refuses storage', async () => {
    refuseStorage();
    await expect(fetchSessionUser()).resolves.toBeNull();
  });
});
