import { describe, expect, it } from 'vitest';
import { type SignedIn, SessionCache } from '../../src/appwrite/identity/session-cache.ts';

/**
 * The session cache's rules that no request order over HTTP can pin down: a change heard while a
 * load runs, a write inside a transaction that has not committed, a session that expires.
 */

const HOUR_MS = 60 * 60 * 1000;

function signedIn(userId: string, expire = new Date(Date.now() + HOUR_MS)): SignedIn {
  const at = new Date();
  return {
    user: {
      id: userId,
      createdAt: at,
      updatedAt: at,
      name: 'Ada',
      email: null,
      phone: null,
      passwordHash: null,
      passwordUpdatedAt: null,
      emailVerification: false,
      phoneVerification: false,
      status: true,
      labels: [],
      prefs: { theme: { dark: true } },
      mfa: false,
      accessedAt: at,
    },
    session: {
      id: `s-${userId}`,
      userId,
      secretHash: 'hash',
      createdAt: at,
      updatedAt: at,
      expire,
      provider: 'email',
      providerUid: '',
      providerAccessToken: '',
      providerAccessTokenExpiry: null,
      providerRefreshToken: '',
      ip: '',
      userAgent: '',
      factors: ['password'],
      mfaUpdatedAt: null,
    },
    lacksFactors: false,
  };
}

function openCache(maxEntries = 10): SessionCache {
  const cache = new SessionCache({ maxEntries });
  cache.open();
  return cache;
}

/** A load the test finishes by hand, so a change can be heard while it runs. */
function pendingLoad(value: SignedIn) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { load: () => done.then(() => value), finish };
}

/** The entries a fresh cache keeps after loading user u1 while a change of `changedUserId` was heard. */
async function entriesKeptAfterChangeDuringLoad(changedUserId: string): Promise<number> {
  const cache = openCache();
  const { load, finish } = pendingLoad(signedIn('u1'));
  const reading = cache.read('u1', 'k', load);
  cache.changed(changedUserId);
  finish();
  await reading;
  return cache.stats().entries;
}

describe('session cache rules', () => {
  it('keeps a load and answers from it, with records no request can change', async () => {
    const cache = openCache();
    const loaded = await cache.read('u1', 'k', async () => signedIn('u1'));
    const again = await cache.read('u1', 'k', () => Promise.reject(new Error('not from memory')));
    expect(again).toBe(loaded);
    expect(Object.isFrozen(again!.session) && Object.isFrozen(again!.user.labels) && Object.isFrozen(again!.user.prefs.theme)).toBe(true);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('does not keep a load during which a change of the user was heard', async () => {
    expect(await entriesKeptAfterChangeDuringLoad('u1')).toBe(0);
  });

  it('keeps a load during which only another user changed', async () => {
    expect(await entriesKeptAfterChangeDuringLoad('u2')).toBe(1);
  });

  it('keeps nothing of a user written inside an open transaction until its commit is heard', async () => {
    const cache = openCache();
    await cache.read('u1', 'k', async () => signedIn('u1'));
    cache.changing('u1');
    expect(cache.stats().entries).toBe(0);
    await cache.read('u1', 'k', async () => signedIn('u1'));
    expect(cache.stats().entries).toBe(0);
    cache.changed('u1');
    await cache.read('u1', 'k', async () => signedIn('u1'));
    expect(cache.stats().entries).toBe(1);
  });

  it('never answers a session past its expiry', async () => {
    const cache = openCache();
    await cache.read('u1', 'k', async () => signedIn('u1', new Date(Date.now() - 1)));
    let loads = 0;
    await cache.read('u1', 'k', async () => {
      loads++;
      return null;
    });
    expect(loads).toBe(1);
    expect(cache.stats().entries).toBe(0);
  });

  it('ends every entry on a change naming no user, and serves nothing before it opens', async () => {
    const cache = openCache();
    await cache.read('u1', 'k', async () => signedIn('u1'));
    await cache.read('u2', 'k', async () => signedIn('u2'));
    cache.changedAll();
    expect(cache.stats().entries).toBe(0);

    const waiting = new SessionCache({ maxEntries: 10 });
    await waiting.read('u1', 'k', async () => signedIn('u1'));
    expect(waiting.stats()).toEqual({ hits: 0, misses: 0, entries: 0, evictions: 0 });
  });
});
