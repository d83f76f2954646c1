import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { Account, AuthenticationFactor } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { servedFromMemory } from '../helpers/served-from-memory.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { createSignedInUser, latestMail, signIn } from '../helpers/accounts.ts';
import { grantAdmin, revokeAdmin } from '../../src/appwrite/account/admin-commands.ts';
import { updateUserName, updateUserStatus } from '../../src/appwrite/account/user-store.ts';
import { encodeSessionCookie } from '../../src/appwrite/identity/session-cookie.ts';

/**
 * The session cache (decision 012): a signed-in caller presenting the same session again is resolved
 * from memory, and every change of the user, their sessions or MFA — through the Account API, the
 * server's own modules, or plain SQL — is seen by the very next request.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

const hits = () => server.app.sessionCache.stats().hits;

/**
 * Reads the account until a read is resolved from memory. On PostgreSQL a session written inside
 * a transaction (sign-in) is cached only once its commit's NOTIFY is heard, a moment later.
 */
const cachedAccount = (account: Account) => servedFromMemory(hits, () => account.get());

const signedOut = { code: 401, type: 'general_unauthorized_scope' };

describe(`session cache on ${TEST_ENGINE}`, () => {
  it('resolves a repeated session from memory, and only for its exact secret', async () => {
    const alice = await createSignedInUser(server, { name: 'Alice' });
    const account = new Account(alice.client);
    const { misses } = server.app.sessionCache.stats();
    const first = await account.get();
    expect(server.app.sessionCache.stats().misses).toBe(misses + 1);
    expect(await cachedAccount(account)).toEqual(first);

    const guessed = encodeSessionCookie({ userId: alice.user.$id, secret: 'f'.repeat(64) });
    expect(await appwriteFailure(new Account(server.client().setSession(guessed)).get())).toMatchObject(signedOut);
  });

  it('shows a new name at once', async () => {
    const account = new Account((await createSignedInUser(server, { name: 'Before' })).client);
    await cachedAccount(account);
    await account.updateName({ name: 'After' });
    expect((await account.get()).name).toBe('After');
  });

  it('shows a label granted or revoked by `npm run admin` at once', async () => {
    const { client, email } = await createSignedInUser(server);
    const account = new Account(client);
    expect((await cachedAccount(account)).labels).toEqual([]);
    await grantAdmin(server.db, email);
    expect((await account.get()).labels).toEqual(['admin']);
    await revokeAdmin(server.db, email);
    expect((await account.get()).labels).toEqual([]);
  });

  it('ends the other sessions at once when the password changes', async () => {
    const first = await createSignedInUser(server);
    const second = new Account((await signIn(server, first.email, first.password)).client);
    const current = new Account(first.client);
    await cachedAccount(current);
    await cachedAccount(second);
    await current.updatePassword({ password: 'another-password-1', oldPassword: first.password });
    expect(await appwriteFailure(second.get())).toMatchObject(signedOut);
    expect((await current.get()).$id).toBe(first.user.$id);
  });

  it('signs out at once', async () => {
    const account = new Account((await createSignedInUser(server)).client);
    await cachedAccount(account);
    await account.deleteSession({ sessionId: 'current' });
    expect(await appwriteFailure(account.get())).toMatchObject(signedOut);
  });

  it('makes a cached session owe its second factor once MFA is on, and lets it in once the factor is proven', async () => {
    const { client, email, password } = await createSignedInUser(server, { emailVerification: true });
    const other = new Account((await signIn(server, email, password)).client);
    await cachedAccount(other);
    await new Account(client).updateMFA({ mfa: true });
    expect(await appwriteFailure(other.get())).toMatchObject({ code: 401, type: 'user_more_factors_required' });

    // Proving the factor writes the session inside a transaction.
    const challenge = await other.createMFAChallenge({ factor: AuthenticationFactor.Email });
    const otp = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)?.[1] ?? '';
    await other.updateMFAChallenge({ challengeId: challenge.$id, otp });
    expect((await other.get()).email).toBe(email.toLowerCase());
  });

  it('ends a user’s session as a store writes it inside a transaction, and keeps no read of it until the commit', async () => {
    const { client, user } = await createSignedInUser(server, { name: 'Before' });
    const account = new Account(client);
    await cachedAccount(account);
    const { entries } = server.app.sessionCache.stats();
    await server.db.transaction(async (tx) => {
      await updateUserName(tx, user.$id, 'Committed');
      // Nothing is committed, so nothing was notified: the store itself ended the entry.
      expect(server.app.sessionCache.stats().entries).toBe(entries - 1);
      // PostgreSQL answers a read meanwhile with the old row (PGlite would wait for the commit): not kept.
      if (TEST_ENGINE === 'postgres') {
        expect((await account.get()).name).toBe('Before');
        expect(server.app.sessionCache.stats().entries).toBe(entries - 1);
      }
    });
    expect((await account.get()).name).toBe('Committed');
  });

  it('turns a blocked user into a guest at once', async () => {
    const { client, user } = await createSignedInUser(server);
    const account = new Account(client);
    await cachedAccount(account);
    await updateUserStatus(server.db, user.$id, false);
    expect(await appwriteFailure(account.get())).toMatchObject(signedOut);
  });

  it('resolves a JWT from memory by its session, and shows changes at once', async () => {
    const account = new Account((await createSignedInUser(server)).client);
    const { jwt } = await account.createJWT();
    const viaJwt = new Account(server.client().setJWT(jwt));
    await cachedAccount(viaJwt);
    await account.updateName({ name: 'Seen through the JWT' });
    expect((await viaJwt.get()).name).toBe('Seen through the JWT');
    await account.deleteSession({ sessionId: 'current' });
    expect(await appwriteFailure(viaJwt.get())).toMatchObject(signedOut);
  });

  it('hears writes made with plain SQL through the tables’ triggers', async () => {
    const { client, user } = await createSignedInUser(server);
    const account = new Account(client);
    await cachedAccount(account);

    // On PostgreSQL, another client of the database; PGlite has only the server's own connection.
    let other: pg.Client | null = null;
    if (TEST_ENGINE === 'postgres') {
      other = new pg.Client({ connectionString: server.config.databaseUrl });
      await other.connect();
    }
    const write = (sql: string, params: unknown[] = [user.$id]) => (other ? other.query(sql, params) : server.db.query(sql, params));
    // PGlite hears the NOTIFY before the write resolves; PostgreSQL delivers it a moment after the commit.
    const seen = (check: () => Promise<void>) => (other ? vi.waitFor(check, { timeout: 5_000, interval: 20 }) : check());
    try {
      await write(`UPDATE users SET name = 'From psql' WHERE id = $1`);
      await seen(async () => expect((await account.get()).name).toBe('From psql'));

      await cachedAccount(account);
      await write(`UPDATE users SET mfa = true WHERE id = $1`);
      await write(`INSERT INTO mfa_authenticators (user_id, type, secret, verified) VALUES ($1, 'totp', 'JBSWY3DPEHPK3PXP', true)`);
      await seen(async () => expect(await appwriteFailure(account.get())).toMatchObject({ code: 401, type: 'user_more_factors_required' }));

      await write('TRUNCATE mfa_authenticators', []);
      await seen(async () => expect((await account.get()).$id).toBe(user.$id));
      await cachedAccount(account);
      await write(`UPDATE sessions SET expire = now() - interval '1 second' WHERE user_id = $1`);
      await seen(async () => expect(await appwriteFailure(account.get())).toMatchObject(signedOut));
    } finally {
      await other?.end();
    }
  });
});

describe(`session cache limits on ${TEST_ENGINE}`, () => {
  it('keeps at most SESSION_CACHE_ENTRIES sessions, dropping the least recently used', async () => {
    const small = await startTestServer({ RATE_LIMITS: 'off', SESSION_CACHE_ENTRIES: '1' });
    try {
      const cache = small.app.sessionCache;
      const first = new Account((await createSignedInUser(small)).client);
      const second = new Account((await createSignedInUser(small)).client);
      const cached = (account: Account) =>
        vi.waitFor(
          async () => {
            await account.get();
            expect(cache.stats().entries).toBe(1);
            const before = cache.stats().hits;
            await account.get();
            expect(cache.stats().hits).toBe(before + 1);
          },
          { timeout: 5_000, interval: 20 },
        );
      await cached(first);
      await cached(second);
      const { hits: hitsBefore, evictions } = cache.stats();
      expect(evictions).toBeGreaterThan(0);
      await first.get();
      expect(cache.stats()).toMatchObject({ hits: hitsBefore, entries: 1, evictions: evictions + 1 });
    } finally {
      await small.close();
    }
  });

  it('is off with SESSION_CACHE_ENTRIES=0, and sessions work as before', async () => {
    const off = await startTestServer({ RATE_LIMITS: 'off', SESSION_CACHE_ENTRIES: '0' });
    try {
      const account = new Account((await createSignedInUser(off)).client);
      await account.get();
      await account.updateName({ name: 'Uncached' });
      expect((await account.get()).name).toBe('Uncached');
      await account.deleteSession({ sessionId: 'current' });
      expect(await appwriteFailure(account.get())).toMatchObject(signedOut);
      expect(off.app.sessionCache.stats()).toEqual({ hits: 0, misses: 0, entries: 0, evictions: 0 });
    } finally {
      await off.close();
    }
  });
});
