import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createSignedInUser } from '../helpers/accounts.ts';
import { apiRoutes } from './discovered-routes.ts';

/**
 * The router ignores duplicate slashes and decodes the path, so `//v1/…`, `/%761/…` (and
 * `//api/…`, `/%61pi/…`) reach the same routes as `/v1/…` and `/api/…`. The foreign-Origin
 * refusal and the project check must judge the route a request reaches, not its raw URL: a page
 * on another site could otherwise post to the shop with the visitor's session cookie (a no-cors
 * POST without body, or a multipart upload, needs no preflight).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

/** A request sent byte for byte: fetch and URL parsers might tidy the path. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The same route under paths the router treats alike. */
function disguises(path: string): string[] {
  const [, first = '', rest = ''] = /^\/([^/]+)(.*)$/.exec(path) ?? [];
  const encodedFirst = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`;
  return [`/${path}`, `/${encodedFirst}${rest}`];
}

const concrete = (path: string) => path.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'sessionId' ? 'current' : `x-${name}`));

describe(`the foreign-Origin refusal under disguised paths on ${TEST_ENGINE}`, () => {
  it('refuses every state-changing /v1 and /api route reached through // or a percent-encoded segment', async () => {
    const signedIn = await createSignedInUser(server, { name: 'Before' });
    const routes = apiRoutes(server.app).filter((r) => r.method !== 'GET' && !r.path.startsWith('/v1/account/sessions/oauth2/callback/'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const path of disguises(concrete(route.path))) {
        const response = await send(
          route.method,
          path,
          {
            cookie: signedIn.cookieHeader,
            origin: 'https://evil.example',
            'content-type': 'application/json',
            'x-appwrite-project': 'pura',
          },
          JSON.stringify({ name: 'Hijacked', email: 'evil@example.test', password: 'password-evil' }),
        );
        const label = `${route.method} ${path}`;
        expect(response.status, label).toBe(403);
        expect((JSON.parse(response.text) as { type?: string }).type, label).toBe('general_unknown_origin');
      }
    }
    const account = await new Account(signedIn.client).get();
    expect(account.name).toBe('Before');
  });

  it('gives a foreign page no session through a body-less POST to //v1', async () => {
    for (const path of disguises('/v1/account/sessions/anonymous')) {
      const response = await send('POST', path, { origin: 'https://evil.example' });
      expect(response.status, path).toBe(403);
    }
  });

  it('still answers a wrong project under a disguised path', async () => {
    for (const path of disguises('/v1/ping')) {
      const response = await send('GET', path, { 'x-appwrite-project': 'someone-else' });
      expect(response.status, path).toBe(404);
      expect((JSON.parse(response.text) as { type?: string }).type, path).toBe('project_not_found');
    }
  });

  it('lets the shop’s own origin through a disguised path as through the plain one', async () => {
    const response = await send('POST', '//v1/account/sessions/anonymous', { origin: server.url });
    expect(response.status).toBe(201);
  });
});
