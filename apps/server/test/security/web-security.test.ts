import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID, Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createSignedInAdmin, createSignedInUser, uniqueEmail, createUser } from '../helpers/accounts.ts';
import { fileOf } from '../helpers/images.ts';
import { apiRoutes } from './discovered-routes.ts';

/** Decision 013 item 3: browser-facing hardening, asserted on real answers. */

let webDist: string;
let server: TestServer;
let httpsServer: TestServer;

// What `vite build` writes: one module script with a src, nothing inline.
const BUILT_INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Pura</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" href="/assets/index-abc123.css"></head>
<body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pura-web-'));
  await writeFile(path.join(webDist, 'index.html'), BUILT_INDEX);
  server = await startTestServer({ RATE_LIMITS: 'off', WEB_DIST: webDist, PUBLIC_URL: 'http://127.0.0.1:3000' });
  httpsServer = await startTestServer({ RATE_LIMITS: 'off', WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(async () => {
  await server.close();
  await httpsServer.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe(`security headers on ${TEST_ENGINE}`, () => {
  it('sends the CSP and hardening headers on pages, API answers and errors alike', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/`),
      fetch(`${server.url}/shop`),
      fetch(`${server.url}/api/health`),
      fetch(`${server.endpoint}/ping`, { headers: { 'x-appwrite-project': 'pura' } }),
      fetch(`${server.endpoint}/no-such-route`),
      fetch(`${server.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      }),
      // Answered by Fastify's router before any hook: an undecodable path and an over-long id.
      fetch(`${server.endpoint}/storage/buckets/%C0%AE/files`),
      fetch(`${server.endpoint}/storage/buckets/${'x'.repeat(500)}/files`),
    ]);
    for (const response of answers) {
      const label = `${response.url} → ${response.status}`;
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src'), label).toEqual(["'self'"]);
      expect(csp.get('script-src'), label).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
      expect(csp.get('object-src'), label).toEqual(["'none'"]);
      expect(csp.get('base-uri'), label).toEqual(["'self'"]);
      expect(csp.get('img-src'), label).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src'), label).toEqual(["'self'", 'ws://127.0.0.1:3000', 'https://api.stripe.com']);
      expect(csp.get('frame-src'), label).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), label).toBe('DENY');
      expect(response.headers.get('strict-transport-security'), `${label}: no HSTS over http`).toBeNull();
      if (response.status >= 400)
        expect(await response.json(), label).toMatchObject({
          code: response.status,
          type: expect.any(String),
          message: expect.any(String),
        });
      else await response.arrayBuffer();
    }
  });

  it('never allows inline or eval scripts', async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/unsafe-eval|'unsafe-hashes'|'strict-dynamic'/);
    expect(directives(csp).get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives(csp).has('script-src-attr')).toBe(false);
  });

  it('serves the page with no inline executable script: the runtime config is a JSON data block', async () => {
    const page = await (await fetch(`${server.url}/product/some-id`)).text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const [, attributes = '', content = ''] of scripts) {
      const isData = /type="application\/json"/.test(attributes);
      const isExternal = /\ssrc="/.test(attributes) && content.trim() === '';
      expect(isData || isExternal, `inline script: <script${attributes}>`).toBe(true);
    }
    expect(page).toContain('<script type="application/json" id="pura-config">');
  });

  it('sends HSTS and a wss connect-src when PUBLIC_URL is https', async () => {
    const response = await fetch(`${httpsServer.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers.get('content-security-policy')).get('connect-src')).toContain('wss://shop.example.com');
  });
});

describe(`session cookies on ${TEST_ENGINE}`, () => {
  async function signInOver(headers: Record<string, string>) {
    const email = uniqueEmail();
    await createUser(server, { email, password: 'password-123' });
    const response = await fetch(`${server.endpoint}/account/sessions/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', ...headers },
      body: JSON.stringify({ email, password: 'password-123' }),
    });
    expect(response.status).toBe(201);
    return response.headers.getSetCookie().filter((line) => line.startsWith('a_session_pura'));
  }

  it('keeps session cookies away from scripts, and Secure with SameSite over https', async () => {
    const overHttp = await signInOver({});
    expect(overHttp).toHaveLength(2);
    for (const line of overHttp) expect(line).toMatch(/; HttpOnly/);

    const overHttps = await signInOver({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example.com',
      origin: 'https://shop.example.com',
    });
    expect(overHttps).toHaveLength(2);
    for (const line of overHttps) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Secure/);
    }
    // The main cookie names its SameSite policy; the _legacy twin exists for browsers that reject None (docs/appwrite-compatibility.md §3.1).
    expect(overHttps.find((line) => line.startsWith('a_session_pura='))).toMatch(/; SameSite=None/);
  });
});

describe(`cross-site requests on ${TEST_ENGINE}`, () => {
  it('refuses every state-changing /v1 and /api route to a foreign Origin before it runs, even with a valid session cookie', async () => {
    const signedIn = await createSignedInUser(server, { name: 'Before' });
    const routes = apiRoutes(server.app).filter((r) => r.method !== 'GET' && !r.path.startsWith('/v1/account/sessions/oauth2/callback/'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = `${server.url}${route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'sessionId' ? 'current' : `x-${name}`))}`;
      const response = await fetch(url, {
        method: route.method,
        headers: {
          cookie: signedIn.cookieHeader,
          origin: 'https://evil.example',
          'content-type': 'application/json',
          'x-appwrite-project': 'pura',
        },
        body: JSON.stringify({ name: 'Hijacked', email: 'evil@example.test', password: 'password-evil' }),
      });
      const body = (await response.json()) as { type?: string };
      expect(response.status, route.key).toBe(403);
      expect(body.type, route.key).toBe('general_unknown_origin');
      expect(response.headers.get('access-control-allow-origin'), route.key).toBeNull();
    }
    // Nothing happened: the session still works and the name is unchanged.
    const account = await new Account(signedIn.client).get();
    expect(account.name).toBe('Before');
  });

  it('lets the shop’s own origin and origin-less clients through', async () => {
    const signedIn = await createSignedInUser(server);
    for (const origin of [server.url, undefined]) {
      const response = await fetch(`${server.endpoint}/account/name`, {
        method: 'PATCH',
        headers: {
          cookie: signedIn.cookieHeader,
          'content-type': 'application/json',
          'x-appwrite-project': 'pura',
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ name: 'Mine' }),
      });
      expect(response.status, String(origin)).toBe(200);
    }
  });
});

describe(`uploads are judged by content on ${TEST_ENGINE}`, () => {
  it('refuses HTML named .png and labelled image/png', async () => {
    const admin = await createSignedInAdmin(server);
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const upload = new Storage(admin.client).createFile({
      bucketId: 'product-images',
      fileId: ID.unique(),
      file: fileOf(html, 'photo.png', 'image/png'),
    });
    await expect(upload).rejects.toMatchObject({ code: 400, type: 'storage_file_type_unsupported' });
    expect((await new Storage(admin.client).listFiles({ bucketId: 'product-images' })).total).toBe(0);
  });
});
