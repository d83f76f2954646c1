import { type Server, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerKeySet } from '../../src/appwrite/account/oauth/discovery.ts';
import { verifyIdToken } from '../../src/appwrite/account/oauth/id-token.ts';

// A provider's JWKS endpoint over real HTTP, counting its requests, whose published keys a test
// can change (key rotation). Tokens are signed here with the matching private keys.
let server: Server;
let published: JWK[] = [];
let jwksRequests = 0;
let jwksUri = '';
const ISSUER = 'https://id.example.test';
const AUDIENCE = 'pura-client';
const NONCE = 'nonce-of-this-sign-in';

async function signingKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** A token as the provider would sign it; `claims` override its defaults. */
function token(key: { kid: string; privateKey: CryptoKey }, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: 'provider-user-1',
    iat: now,
    exp: now + 300,
    nonce: NONCE,
    email: 'mia@example.test',
    ...claims,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

beforeAll(async () => {
  server = createServer((_request, response) => {
    jwksRequests++;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// Each test gets its own key set (a distinct URI), so the cache of one does not serve another.
// A short refetch cooldown lets the rotation test see it end.
const COOLDOWN_MS = 1000;
let uriCount = 0;
const freshKeys = () => providerKeySet(`${jwksUri}?set=${++uriCount}`, { refetchCooldownMs: COOLDOWN_MS });
const expectations = (keys = freshKeys()) => ({ issuers: [ISSUER], audience: AUDIENCE, nonce: NONCE, keys });

describe('ID token verification (jose, with the OpenID rules on top)', () => {
  it('accepts a token signed by a published key and returns its claims', async () => {
    const key = await signingKey('k1');
    published = [key.jwk];
    const claims = await verifyIdToken(await token(key), expectations());
    expect(claims).toMatchObject({ sub: 'provider-user-1', email: 'mia@example.test', iss: ISSUER });
  });

  it.each([
    ['a wrong nonce', { nonce: 'someone-elses' }, 'nonce mismatch'],
    ['a wrong audience', { aud: 'another-client' }, 'wrong audience'],
    ['a wrong issuer', { iss: 'https://evil.example.test' }, 'wrong issuer'],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, 'expired'],
    ['a foreign authorized party among several audiences', { aud: [AUDIENCE, 'other'], azp: 'other' }, 'wrong authorized party'],
  ])('refuses %s', async (_name, claims, why) => {
    const key = await signingKey('k1');
    published = [key.jwk];
    await expect(verifyIdToken(await token(key, claims), expectations())).rejects.toMatchObject({
      type: 'user_oauth2_provider_error',
      message: `The sign-in provider's ID token is invalid: ${why}.`,
    });
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const publishedKey = await signingKey('k1');
    const forged = await signingKey('k1');
    published = [publishedKey.jwk];
    await expect(verifyIdToken(await token(forged), expectations())).rejects.toMatchObject({
      message: expect.stringContaining('bad signature'),
    });
  });

  it('refuses unsigned and shared-secret tokens', async () => {
    const key = await signingKey('k1');
    published = [key.jwk];
    const [header, payload] = (await token(key)).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${payload}.`;
    const hs256 = await new SignJWT({ nonce: NONCE })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'));
    expect(header).toBeTruthy();
    for (const forged of [none, hs256]) {
      await expect(verifyIdToken(forged, expectations())).rejects.toMatchObject({ type: 'user_oauth2_provider_error' });
    }
  });

  it('follows a key rotation with one refetch, and unknown key ids do not refetch on every token', async () => {
    const old = await signingKey('old');
    const rotated = await signingKey('new');
    const stranger = await signingKey('made-up');
    const strangerToken = await token(stranger);
    published = [old.jwk];
    const keys = freshKeys();
    const before = jwksRequests;
    await verifyIdToken(await token(old), expectations(keys));
    expect(jwksRequests - before).toBe(1);

    // The provider rotates: once the cooldown since the last fetch is over, a token with the new
    // key id refetches the set, then verifies.
    published = [rotated.jwk];
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 50));
    await verifyIdToken(await token(rotated), expectations(keys));
    expect(jwksRequests - before).toBe(2);

    // Made-up key ids within the cooldown cost no further request.
    for (let i = 0; i < 5; i++) {
      await expect(verifyIdToken(strangerToken, expectations(keys))).rejects.toMatchObject({
        message: expect.stringContaining('unknown signing key'),
      });
    }
    expect(jwksRequests - before).toBe(2);
  });

  it('says the provider could not be reached when its key endpoint is down', async () => {
    const key = await signingKey('k1');
    const keys = providerKeySet('http://127.0.0.1:9/jwks');
    await expect(verifyIdToken(await token(key), expectations(keys))).rejects.toMatchObject({
      type: 'user_oauth2_provider_error',
      message: 'The sign-in provider could not be reached. Please try again later.',
    });
  });
});
