import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID, Query } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser, signIn } from '../helpers/accounts.ts';
import { rewriteIdentityRows } from '../helpers/identity-sql.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

describe(`account logs on ${TEST_ENGINE}`, () => {
  it('lists sign-ins, sign-outs, password, e-mail and MFA changes, newest first, with IP and parsed user agent', async () => {
    const { client, email, password, user } = await createSignedInUser(server, { name: 'Logan' });
    const account = new Account(client);
    const other = await signIn(server, email, password);
    await new Account(other.client).deleteSession({ sessionId: 'current' });
    await account.updatePassword({ password: 'a-new-password-1', oldPassword: password });
    await account.updateEmail({ email: `moved-${email}`, password: 'a-new-password-1' });
    await account.updateMFA({ mfa: false });

    const { total, logs } = await account.listLogs();
    expect(total).toBe(6);
    expect(logs.map((log) => log.event)).toEqual([
      'user.update.mfa',
      'user.update.email',
      'user.update.password',
      'session.delete',
      'session.create',
      'session.create',
    ]);
    expect(logs[0]).toMatchObject({ userId: user.$id, userName: 'Logan', userEmail: `moved-${email}`, ip: '127.0.0.1', countryCode: '--' });
    expect(Date.parse(logs[0]!.time)).toBeGreaterThan(Date.now() - 60_000);

    const page = await account.listLogs({ queries: [Query.limit(2), Query.offset(1)] });
    expect(page.logs.map((log) => log.event)).toEqual(['user.update.email', 'user.update.password']);
    expect(page.total).toBe(6);
    expect(await appwriteFailure(account.listLogs({ queries: [Query.equal('event', 'x')] }))).toMatchObject({
      code: 400,
      type: 'general_query_invalid',
    });

    // total=false leaves the count out and still lists the page.
    const uncounted = await account.listLogs({ queries: [Query.limit(1)], total: false });
    expect(uncounted).toMatchObject({ total: 0, logs: [expect.objectContaining({ event: 'user.update.mfa' })] });
  });

  it('filters identities only on their own fields, never on inherited names', async () => {
    const account = new Account((await createSignedInUser(server)).client);
    expect(await account.listIdentities({ queries: [Query.equal('provider', 'oidc'), Query.limit(5)], total: false })).toEqual({
      total: 0,
      identities: [],
    });
    for (const attribute of ['constructor', '__proto__', 'toString', 'userId']) {
      expect(await appwriteFailure(account.listIdentities({ queries: [Query.equal(attribute, 'x')] })), attribute).toMatchObject({
        code: 400,
        type: 'general_query_invalid',
      });
    }
  });

  it('answers a query that is JSON but not a query object with a 400, on the logs and the identities', async () => {
    const { client } = await createSignedInUser(server);
    const account = new Account(client);
    // Found by the hostile-input suite: `null` reached the identities' query reader as a value and failed with a 500.
    for (const query of ['null', '5', '[]', '"limit"', '{"values":[1]}']) {
      for (const list of [() => account.listLogs({ queries: [query] }), () => account.listIdentities({ queries: [query] })]) {
        expect(await appwriteFailure(list()), query).toMatchObject({ code: 400, type: 'general_query_invalid' });
      }
    }
  });

  it('parses the browser from the user agent of the request', async () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const signedIn = await fetch(`${server.endpoint}/account/sessions/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': server.config.projectId, 'user-agent': chrome },
      body: '{}',
    });
    const session = /a_session_[^=]+=([^;]*)/.exec(signedIn.headers.getSetCookie().join('\n'))![1]!;
    const { logs: anonymousLogs } = await new Account(server.client().setSession(session)).listLogs();
    expect(anonymousLogs[0]).toMatchObject({ event: 'session.create', clientName: 'Chrome', clientType: 'browser', osName: 'GNU/Linux' });
  });
});

describe(`sessions and push targets on ${TEST_ENGINE}`, () => {
  it('updateSession extends the session and is logged', async () => {
    const { client } = await createSignedInUser(server);
    const account = new Account(client);
    const before = await account.getSession({ sessionId: 'current' });
    await rewriteIdentityRows(server, before.userId, "UPDATE sessions SET expire = now() + interval '1 minute' WHERE id = $1", [
      before.$id,
    ]);
    const updated = await account.updateSession({ sessionId: 'current' });
    expect(Date.parse(updated.expire)).toBeGreaterThan(Date.now() + server.config.sessionTtlMs - 60_000);
    expect((await account.listLogs()).logs[0]!.event).toBe('session.update');
  });

  it('creates, updates and deletes push targets of the signed-in user only', async () => {
    const { client, user } = await createSignedInUser(server);
    const account = new Account(client);
    const target = await account.createPushTarget({ targetId: ID.unique(), identifier: 'device-token-1', providerId: 'fcm' });
    expect(target).toMatchObject({
      userId: user.$id,
      providerType: 'push',
      identifier: 'device-token-1',
      providerId: 'fcm',
      expired: false,
    });
    expect(target.$id).toMatch(/^[0-9a-f]{20}$/);
    const custom = await account.createPushTarget({ targetId: 'my-phone', identifier: 'device-token-2' });
    expect(custom.$id).toBe('my-phone');
    expect(await appwriteFailure(account.createPushTarget({ targetId: 'my-phone', identifier: 'x' }))).toMatchObject({
      code: 409,
      type: 'user_target_already_exists',
    });

    const updated = await account.updatePushTarget({ targetId: target.$id, identifier: 'device-token-3' });
    expect(updated).toMatchObject({ $id: target.$id, identifier: 'device-token-3' });

    const stranger = new Account((await createSignedInUser(server)).client);
    expect(await appwriteFailure(stranger.updatePushTarget({ targetId: target.$id, identifier: 'stolen' }))).toMatchObject({
      code: 404,
      type: 'user_target_not_found',
    });
    expect(await appwriteFailure(stranger.deletePushTarget({ targetId: target.$id }))).toMatchObject({
      code: 404,
      type: 'user_target_not_found',
    });

    await account.deletePushTarget({ targetId: target.$id });
    expect(await appwriteFailure(account.deletePushTarget({ targetId: target.$id }))).toMatchObject({
      code: 404,
      type: 'user_target_not_found',
    });
    expect(await appwriteFailure(account.createPushTarget({ targetId: ID.unique(), identifier: '' }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
    expect(await appwriteFailure(new Account(server.client()).createPushTarget({ targetId: ID.unique(), identifier: 'x' }))).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });
  });
});
