import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Account, Databases, ID, Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { shopDatabase } from '@pura/core/collections/shop-database';
import { type DiscoveredRoute, apiRoutes, routeAt } from './discovered-routes.ts';
import { type HostileRequest, RANGES, hostileRequest } from './hostile-requests.ts';
import { changedTables, tableCounts } from './table-counts.ts';

/**
 * Decision 013 item 2: thousands of generated bad requests across every discovered /v1 and /api
 * route. Each must answer 4xx in the Appwrite error shape with a readable message — never 5xx —
 * and a refused request must leave every table as it was. FC_SEED=<n> replays a run.
 */

const RUNS = 2_100;
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 1_302_026;

/**
 * Routes where a generated request may succeed without harm, with why. Everything else must
 * refuse. Reads change nothing; the rest are the requests a hostile client may legitimately make.
 */
const HARMLESS_SUCCESS: Record<string, string> = {
  'GET /v1/ping': 'liveness',
  'GET /api/health': 'liveness',
  'GET /api/config': 'public runtime config',
  'GET /api/route-modules': 'which built files open a page (a well-formed path list is answered, nothing is written)',
  'GET /api/debug/status': 'debug page summary (DEBUG_PAGES on in tests)',
  'GET /api/quizzes/:quiz': 'the live quiz definition, public',
  'GET /api/quizzes/:quiz/versions/:version': 'a published quiz version, public (share links)',
  'GET /api/quiz-routines': 'the routines the live quizzes recommend, public',
  'GET /v1/databases/:databaseId/collections/:collectionId/documents': 'public lists (products, reviews) ignore unknown parameters',
  'GET /v1/databases/:databaseId/collections/:collectionId/documents/:documentId': 'public documents',
  'GET /v1/storage/buckets/:bucketId/files': 'public bucket list',
  'GET /v1/storage/buckets/:bucketId/files/:fileId': 'public file',
  'GET /v1/storage/buckets/:bucketId/files/:fileId/view': 'public file (a bad Range falls back to the whole file or 416)',
  'GET /v1/storage/buckets/:bucketId/files/:fileId/download': 'public file',
  'GET /v1/storage/buckets/:bucketId/files/:fileId/preview': 'public file',
  'GET /api/newsletter/confirm': 'mailed link: an unknown token redirects to the "no longer valid" page',
  'GET /api/stock-alerts/confirm': 'mailed link: an unknown token shows the "no longer valid" page',
  'GET /api/newsletter/unsubscribe': 'mailed link: a page that asks first (its button POSTs), whatever the token',
  'GET /v1/account': "a signed-in caller's own account",
  'GET /v1/account/prefs': "a signed-in caller's own prefs",
  'GET /v1/account/sessions': "a signed-in caller's own sessions",
  'GET /v1/account/sessions/:sessionId': "a signed-in caller's own current session",
  'GET /v1/account/logs': "a signed-in caller's own log",
  'GET /v1/account/identities': "a signed-in caller's own identities",
  'GET /v1/account/mfa/factors': "a signed-in caller's own factors",
  'GET /v1/account/mfa/recovery-codes': "a signed-in caller's own recovery codes",
  'PATCH /v1/account/sessions/:sessionId': "extends the caller's own current session",
  'PATCH /v1/account/prefs': 'any JSON object is valid prefs, for the caller only',
  'PATCH /v1/account/name': 'any short text is a valid name, for the caller only',
  'POST /v1/account/jwts': 'a short-lived token for the caller itself',
  'POST /v1/account/jwt': "the older SDKs' path of POST /account/jwts",
  'POST /v1/account/mfa/recovery-codes': 'recovery codes for the caller itself (extra fields are ignored)',
  'POST /v1/account/mfa/authenticators/:type': 'starts a TOTP enrolment for the caller itself',
  'POST /v1/account/sessions/anonymous': 'anyone may start an anonymous session (Appwrite does too)',
  'DELETE /v1/account/mfa/authenticators/:type': "removes the caller's own authenticator, if any",
  'GET /api/admin/dashboard': 'admin read',
  'GET /api/admin/outbox': 'admin read',
  'GET /api/admin/settings': 'admin read',
  'GET /api/admin/quizzes': 'admin read',
  'GET /api/admin/quizzes/:quiz/draft': 'admin read',
  'GET /api/admin/quizzes/:quiz/versions/:version': 'admin read',
  'GET /api/admin/subscribers.csv': 'admin read',
};

/**
 * Routes where the admin's own request may succeed: the admin may make these changes, and fields
 * the route does not know are ignored, as Appwrite does. Anyone else must be refused.
 */
const ADMIN_MAY_SUCCEED: Record<string, string> = {
  'PUT /v1/storage/buckets/:bucketId/files/:fileId': 'renames a product image or changes its permissions (an empty change is a no-op)',
  'DELETE /api/admin/quizzes/:quiz/draft': 'discards the quiz draft (there is none to discard in this run)',
};

/** Requests that would end the test's own sessions (or account): sent with a forged session instead. */
const SESSION_ENDING = new Set([
  'DELETE /v1/account',
  'DELETE /v1/account/sessions',
  'DELETE /v1/account/sessions/:sessionId',
  'PATCH /v1/account/status',
]);

/** A real DELETE of a fixture would be a valid request, and later ones would miss their target. */
const deletesFixture = (request: HostileRequest) =>
  request.method === 'DELETE' && [...(known.documentId ?? []), fileId].some((id) => request.url.includes(`/${id}`));

let server: TestServer;
let sessions: { user: string; admin: string };
let known: Record<string, string[]>;
let fileId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  const user = await createSignedInUser(server, { emailVerification: true });
  const admin = await createSignedInAdmin(server);
  sessions = { user: user.cookie, admin: admin.cookie };
  // The JWT signing key is made on first use; make it now so it is not counted as a write.
  await new Account(user.client).createJWT();
  const product = await serverDocuments(server.app).create('products', {
    data: { name: 'Hostile Serum', price: 12.5, description: 'A product to aim at.', category: 'skincare', stock: 5 },
  });
  const review = await new Databases(user.client).createDocument({
    databaseId: 'shop',
    collectionId: 'reviews',
    documentId: ID.unique(),
    data: { productId: product.$id, userId: user.user.$id, rating: 5, text: 'Fine' },
  });
  const file = await new Storage(admin.client).createFile({
    bucketId: 'product-images',
    fileId: ID.unique(),
    file: fileOf(await makeImage('png'), 'serum.png', 'image/png'),
  });
  fileId = file.$id;
  known = {
    databaseId: [shopDatabase.id],
    collectionId: shopDatabase.collections.map((c) => c.id),
    documentId: [product.$id, review.$id],
    attribute: ['stock', 'price', 'name'],
    bucketId: ['product-images'],
    fileId: [file.$id],
    sessionId: ['current', String(user.session.$id)],
    provider: ['google', 'github', 'oidc'],
    projectId: [server.config.projectId],
    type: ['totp'],
    quiz: ['skincare', 'haircare'],
    version: ['1', '2'],
  };
});
afterAll(() => server.close());

/**
 * The route a request reaches. A client resolves `.` and `..` segments, percent-encoded ones too
 * (`/sessions/oauth2/%2e%2e` is sent as `/sessions`), so the server never sees what was generated.
 */
function reachedRouteKey(routes: readonly DiscoveredRoute[], request: HostileRequest): string {
  const generated = request.url.split('?')[0] ?? '';
  // The server also ignores a trailing slash.
  const sent = new URL(request.url, 'http://pura.test').pathname.replace(/(.)\/+$/, '$1');
  if (sent === generated) return request.routeKey;
  return routeAt(routes, request.method, sent)?.key ?? `${request.method} ${sent}`;
}

/** Whether a request may succeed: a harmless route, or a change the admin may make. */
function maySucceed(routeKey: string, request: HostileRequest): boolean {
  return Boolean(HARMLESS_SUCCESS[routeKey] ?? (request.session === 'admin' ? ADMIN_MAY_SUCCEED[routeKey] : undefined));
}

function describeRequest(request: HostileRequest): string {
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.method} ${url} [session ${request.session}, ${request.bodyNote}, headers ${JSON.stringify(Object.keys(request.headers))}]`;
}

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

async function send(request: HostileRequest): Promise<Answer> {
  const real = request.session === 'user' || request.session === 'admin';
  const session = real && (SESSION_ENDING.has(request.routeKey) || deletesFixture(request)) ? 'forged' : request.session;
  const headers: Record<string, string> = { 'x-appwrite-project': server.config.projectId };
  if (session === 'user' || session === 'admin') headers['x-appwrite-session'] = sessions[session];
  if (session === 'forged')
    headers['x-appwrite-session'] = Buffer.from(JSON.stringify({ id: 'forged', secret: '0'.repeat(64) })).toString('base64');
  Object.assign(headers, request.headers);
  const response = await fetch(`${server.url}${request.url}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? '' };
}

/** What is wrong with an error answer, or null when it is the Appwrite error shape with a readable message. */
function appwriteErrorProblem(answer: Answer): string | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return 'error body is not JSON';
  }
  // Extra fields are allowed: /api routes also answer docs/product.md §7's `{error}`.
  const { message, code, type, version } = body;
  if (typeof message !== 'string' || code !== answer.status || typeof type !== 'string' || typeof version !== 'string') {
    return 'error body is not {message, code, type, version}';
  }
  if (message.length < 4 || /\n\s+at |\[object Object\]|TypeError|ReferenceError|Server Error/.test(message)) {
    return 'error message is not readable';
  }
  return null;
}

describe(`hostile input on ${TEST_ENGINE}`, () => {
  it(`answers ${RUNS} generated bad requests with readable 4xx and writes nothing`, { timeout: 240_000 }, async () => {
    const routes = apiRoutes(server.app);
    expect(routes.length).toBeGreaterThan(40);
    console.log(`hostile input: seed ${SEED} (replay with FC_SEED=${SEED}), ${routes.length} routes`);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    let counts = await tableCounts(server.db);
    // Every request is judged and the run goes on, so one run lists every problem it met.
    await fc.assert(
      fc.asyncProperty(hostileRequest(routes, { known }), async (request) => {
        const answer = await send(request);
        // Some writes (account logs) land just after the answer: give them a moment to show.
        await new Promise((resolve) => setTimeout(resolve, 2));
        const after = await tableCounts(server.db);
        const before = counts;
        counts = after;
        requests += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const label = `${describeRequest(request)} → ${answer.status} ${answer.body.slice(0, 200)}`;
        if (answer.status >= 500) {
          serverErrors += 1;
          problems.push(`server error: ${label}`);
        } else if (answer.status < 400) {
          if (!maySucceed(reachedRouteKey(routes, request), request)) problems.push(`succeeded but is not listed as harmless: ${label}`);
        } else {
          const shape = request.method === 'HEAD' ? null : appwriteErrorProblem(answer);
          if (shape) problems.push(`${shape}: ${label}`);
          const written = changedTables(before, after);
          if (written.length) problems.push(`refused but wrote ${written.join(', ')}: ${label}`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`hostile input: ${requests} requests, ${serverErrors} server errors (${histogram})`);
    expect(problems.slice(0, 25), `${problems.length} problems`).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(2_000);
  });

  it('answers every bad Range on a real file, and oversized or mislabelled uploads, without a server error', async () => {
    const before = await tableCounts(server.db);
    for (const kind of ['view', 'download']) {
      for (const range of RANGES) {
        const answer = await send({
          method: 'GET',
          routeKey: `GET /v1/storage/buckets/:bucketId/files/:fileId/${kind}`,
          url: `/v1/storage/buckets/product-images/files/${fileId}/${kind}`,
          headers: { range },
          session: 'none',
          bodyNote: range,
        });
        expect([200, 206, 416], `${kind} with Range ${range}`).toContain(answer.status);
        if (answer.status === 416) expect(appwriteErrorProblem(answer), range).toBeNull();
      }
    }
    const oversized = new FormData();
    oversized.append('fileId', 'unique()');
    oversized.append('file', new File([Buffer.alloc(10_500_000, 0x41)], 'photo.png', { type: 'image/png' }));
    const upload = await send({
      method: 'POST',
      routeKey: 'POST /v1/storage/buckets/:bucketId/files',
      url: '/v1/storage/buckets/product-images/files',
      headers: {},
      body: oversized,
      session: 'admin',
      bodyNote: '10.5 MB of text named photo.png',
    });
    expect(upload.status).toBe(400);
    expect(appwriteErrorProblem(upload)).toBeNull();
    const hugeJson = await send({
      method: 'POST',
      routeKey: 'POST /v1/account',
      url: '/v1/account',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
      session: 'none',
      bodyNote: '2 MB JSON',
    });
    expect(hugeJson.status).toBe(413);
    expect(appwriteErrorProblem(hugeJson)).toBeNull();
    expect(changedTables(before, await tableCounts(server.db))).toEqual([]);
    console.log(`hostile input: ${RANGES.length * 2} bad ranges and 2 oversized bodies, 0 server errors`);
  });
});
