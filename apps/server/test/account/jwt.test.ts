import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser } from '../helpers/accounts.ts';
import { RawSocket } from '../helpers/realtime-clients.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { raw } from '../helpers/raw-request.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe(`JWTs on ${TEST_ENGINE}`, () => {
  it('createJWT answers an HS256 token for the session, valid 900 s by default, usable as X-Appwrite-JWT', async () => {
    const { client, user, session } = await createSignedInUser(server, { name: 'Jay' });
    const { jwt } = await new Account(client).createJWT();
    const claims = payloadOf(jwt);
    expect(claims).toMatchObject({ userId: user.$id, sessionId: session.$id });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    expect(JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString('utf8'))).toMatchObject({ alg: 'HS256' });

    const viaJwt = new Account(server.client().setJWT(jwt));
    expect(await viaJwt.get()).toMatchObject({ $id: user.$id, name: 'Jay' });
    expect((await viaJwt.getSession({ sessionId: 'current' })).$id).toBe(session.$id);
    // A JWT cannot mint its successor.
    expect(await appwriteFailure(viaJwt.createJWT())).toMatchObject({ code: 403, type: 'user_jwt_creation_denied' });
  });

  it('takes a duration up to 3600 s and refuses more', async () => {
    const { client } = await createSignedInUser(server);
    const { jwt } = await new Account(client).createJWT({ duration: 3600 });
    const claims = payloadOf(jwt);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(await appwriteFailure(new Account(client).createJWT({ duration: 3601 }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `duration` param: Value must be a valid range between 0 and 3,600',
    });
    expect(await appwriteFailure(new Account(server.client()).createJWT())).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });
  });

  it('answers 401 user_jwt_invalid for a forged, malformed or expired token; a JWT of an ended session is a guest', async () => {
    const { client } = await createSignedInUser(server);
    const { jwt } = await new Account(client).createJWT();
    const [header, payload] = jwt.split('.');
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect(await appwriteFailure(new Account(server.client().setJWT(forged)).get())).toMatchObject({ code: 401, type: 'user_jwt_invalid' });
    expect(await appwriteFailure(new Account(server.client().setJWT('not-a-jwt')).get())).toMatchObject({
      code: 401,
      type: 'user_jwt_invalid',
    });

    const { jwt: shortLived } = await new Account(client).createJWT({ duration: 0 });
    const expired = await appwriteFailure(new Account(server.client().setJWT(shortLived)).get());
    expect(expired).toMatchObject({ code: 401, type: 'user_jwt_invalid', message: 'Failed to verify JWT. The token has expired.' });

    await new Account(client).deleteSession({ sessionId: 'current' });
    expect(await appwriteFailure(new Account(server.client().setJWT(jwt)).get())).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });
  });

  it('answers 403 user_jwt_and_cookie_set to a JWT sent along with a valid session, wherever the session comes from', async () => {
    const { client, cookie, cookieHeader } = await createSignedInUser(server);
    const { jwt } = await new Account(client).createJWT();
    const project = server.config.projectId;
    const sessions: Array<[string, Record<string, string>]> = [
      ['cookie', { cookie: cookieHeader }],
      ['legacy cookie', { cookie: `a_session_${project}_legacy=${cookie}` }],
      ['X-Appwrite-Session', { 'x-appwrite-session': cookie }],
      ['X-Fallback-Cookies', { 'x-fallback-cookies': JSON.stringify({ [`a_session_${project}`]: cookie }) }],
    ];
    for (const [where, headers] of sessions) {
      const answer = await raw(server, 'GET', '/account', { headers: { ...headers, 'x-appwrite-jwt': jwt } });
      expect(answer.status, where).toBe(403);
      expect(answer.body, where).toMatchObject({
        code: 403,
        type: 'user_jwt_and_cookie_set',
        message: expect.stringMatching(/JWT.*session/),
      });
    }
    // As in Appwrite, the clash is found before the JWT is read: a bad one is refused the same way.
    expect((await raw(server, 'GET', '/account', { cookie: cookieHeader, headers: { 'x-appwrite-jwt': 'not-a-jwt' } })).body).toMatchObject(
      { type: 'user_jwt_and_cookie_set' },
    );
    // Each on its own still works.
    expect((await raw(server, 'GET', '/account', { cookie: cookieHeader })).status).toBe(200);
    expect((await raw(server, 'GET', '/account', { headers: { 'x-appwrite-jwt': jwt } })).status).toBe(200);
  });

  it('takes the JWT when the session sent with it has ended', async () => {
    const first = await createSignedInUser(server);
    const { jwt } = await new Account(first.client).createJWT();
    const second = await createSignedInUser(server);
    await new Account(second.client).deleteSession({ sessionId: 'current' });
    const answer = await raw(server, 'GET', '/account', { cookie: second.cookieHeader, headers: { 'x-appwrite-jwt': jwt } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ $id: first.user.$id });
  });

  it('authenticates a realtime connection with ?jwt=', async () => {
    const { client, user } = await createSignedInUser(server);
    const { jwt } = await new Account(client).createJWT();
    const project = `project=${server.config.projectId}&channels[]=account`;
    const socket = await RawSocket.open(server.endpoint, `${project}&jwt=${encodeURIComponent(jwt)}`);
    const connected = await socket.next('connected');
    expect(connected.data).toMatchObject({ user: { $id: user.$id } });
    socket.close();

    const anonymous = await RawSocket.open(server.endpoint, `${project}&jwt=forged`);
    expect((await anonymous.next('connected')).data).toMatchObject({ user: null });
    anonymous.close();
  });
});
