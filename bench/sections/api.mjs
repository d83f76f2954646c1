// API: autocannon at 50 connections against each real route and, in the same run, a bare Fastify
// route replaying the SQL the real route sends (bench/api-server.mjs). Rounds alternate the order
// (bare, API, API, bare, …) so load drift on a shared machine favours neither side, and the ratio
// is the median of each round's ratio: the two runs of a round are back to back, so a load spike
// from another process moves both, where a ratio of medians could pair runs minutes apart.
//
// Our document routes answer repeated reads from the server's read cache (never stale: any write
// ends the collection's cached answers); the bare route always queries. Each row says how many of
// the real route's measured requests the cache answered, so the comparison stays honest. The same
// reads then run again with the document and session caches off ("uncached"), which measures the
// route's own cost, together with two writes no cache can answer: an admin's product update and
// a shopper's review create (each request a new review, of a product id of its own, so the
// one-review-per-product rule never refuses it; bench/api-server.mjs replays its SQL with fresh ids).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../lib/paths.mjs';
import { postgresAdminUrl } from '../lib/postgres-database.mjs';
import { BENCH_ADMIN, sessionCookie, signedInCookie } from '../lib/production-server.mjs';
import { median } from '../lib/stats.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
// Odd, so the median is one measured round.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROJECT = { 'x-appwrite-project': 'pura', accept: 'application/json' };
// BENCH_API_ROUTES=create-review,list-products measures only those rows (names as in the table's log).
const ONLY_ROUTES = process.env.BENCH_API_ROUTES?.split(',').filter(Boolean) ?? null;

const listPath = () => {
  const queries = [
    { method: 'equal', attribute: 'category', values: ['Skincare'] },
    { method: 'orderDesc', attribute: '$createdAt' },
    { method: 'limit', values: [25] },
  ];
  return (
    '/v1/databases/shop/collections/products/documents?' +
    queries.map((q, i) => `queries%5B${i}%5D=${encodeURIComponent(JSON.stringify(q))}`).join('&')
  );
};

export async function measureApi({ log }) {
  const adminUrl = postgresAdminUrl();
  const engines = ['pglite', ...(adminUrl ? ['postgres'] : [])];
  const rows = [];
  const skipped = [];
  const runs = engines.flatMap((engine) => ['cached', 'uncached'].map((mode) => ({ engine, mode })));
  for (const { engine, mode } of runs) {
    const child = fork(path.join(ROOT, 'bench/api-server.mjs'), [engine, mode], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...(adminUrl ? { BENCH_ADMIN_URL: adminUrl } : {}) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const next = (type) =>
      new Promise((resolve, reject) => {
        const onMessage = (message) => {
          if (message.type !== type) return;
          child.off('message', onMessage);
          resolve(message);
        };
        child.on('message', onMessage);
        void exited.then((code) => reject(new Error(`the ${engine} API server exited (${code})`)));
      });
    try {
      const ready = await next('ready');
      const list = await (await fetch(ready.api + listPath(), { headers: PROJECT })).json();
      const productId = list.documents[0].$id;
      const cookie = await signedInCookie(ready.api);
      const productPath = `/v1/databases/shop/collections/products/documents/${productId}`;
      const routes = [
        { name: 'list-products', label: 'list products (category + order)', path: listPath(), headers: PROJECT },
        { name: 'get-product', label: 'get product', path: productPath, headers: PROJECT },
        { name: 'account', label: 'GET /account (signed in)', path: '/v1/account', headers: { ...PROJECT, cookie } },
      ];
      if (mode === 'uncached') {
        const adminCookie = await sessionCookie(ready.api, BENCH_ADMIN.email, BENCH_ADMIN.password);
        // The same update every time: each is a real write (a new $updatedAt, the cache ended, a
        // NOTIFY), and the bare route replays the SQL it sent.
        const body = JSON.stringify({ data: { stock: 40 } });
        routes.push({
          name: 'update-product',
          label: 'admin product update (PATCH)',
          method: 'PATCH',
          body,
          path: productPath,
          headers: { ...PROJECT, cookie: adminCookie, 'content-type': 'application/json' },
        });
        routes.push(await reviewCreateRoute(ready.api, next, child));
      }
      for (const route of routes.filter((r) => !ONLY_ROUTES || ONLY_ROUTES.includes(r.name))) {
        child.send({ type: 'capture', ...route });
        const capture = await next('captured');
        if (capture.status !== (route.status ?? 200)) throw new Error(`${route.label} answered ${capture.status} on ${engine}`);
        // Every measured route reads the database; a capture without SQL would make the bare route a no-op.
        if (capture.statements.length === 0) throw new Error(`no SQL was captured for ${route.label} on ${engine}`);
        log(
          `  ${engine} ${route.label}: ${capture.statements.length} SQL statement(s) in ${capture.batches.length} step(s) [${capture.batches.join('+')}]`,
        );
        for (const sql of capture.statements) log(`    ${sql.length > 160 ? `${sql.slice(0, 157)}…` : sql}`);
        const urls = { api: ready.api + route.path, bare: `${ready.bare}/${route.name}` };
        const request = { method: route.method ?? 'GET', headers: route.headers, body: route.body };
        const [apiBody, bareBody] = await Promise.all(
          ['api', 'bare'].map(async (side) =>
            comparable(await (await fetch(urls[side], { ...request, body: route.body?.replaceAll('[<id>]', `c${Date.now()}`) })).text()),
          ),
        );
        const run = (side, duration) =>
          autocannon({ url: urls[side], connections: CONNECTIONS, duration, ...request, idReplacement: Boolean(route.idReplacement) });
        const cacheStats = async () => {
          child.send({ type: 'cache-stats' });
          return next('cache-stats');
        };
        const cache = { hits: 0, misses: 0 };
        await run('bare', WARMUP_S);
        await run('api', WARMUP_S);
        const rounds = { bare: [], api: [] };
        for (let round = 0; round < ROUNDS; round++) {
          for (const side of round % 2 === 0 ? ['bare', 'api'] : ['api', 'bare']) {
            const before = side === 'api' ? await cacheStats() : null;
            const result = await run(side, DURATION_S);
            if (before) {
              const after = await cacheStats();
              cache.hits += after.hits - before.hits;
              cache.misses += after.misses - before.misses;
            }
            rounds[side].push({
              rps: result.requests.total / result.duration,
              p50: result.latency.p50,
              p99: result.latency.p99,
              failures: result.errors + result.timeouts + result.non2xx,
            });
          }
        }
        const sum = (side) => ({
          rps: median(rounds[side].map((r) => r.rps)),
          rpsMin: Math.min(...rounds[side].map((r) => r.rps)),
          rpsMax: Math.max(...rounds[side].map((r) => r.rps)),
          p50: median(rounds[side].map((r) => r.p50)),
          p99: median(rounds[side].map((r) => r.p99)),
          failures: rounds[side].reduce((n, r) => n + r.failures, 0),
        });
        const api = sum('api');
        const bare = sum('bare');
        // A round in which the bare side answered nothing (every request timed out on a swamped host)
        // has no ratio; the others still do.
        const ratios = rounds.api.map((r, i) => r.rps / rounds.bare[i].rps).filter(Number.isFinite);
        log(
          `    ratio per round: ${ratios.map((r) => r.toFixed(2)).join(', ')} (API ${rounds.api.map((r) => r.rps.toFixed(0)).join(', ')} req/s; bare ${rounds.bare.map((r) => r.rps.toFixed(0)).join(', ')})`,
        );
        const cacheReads = cache.hits + cache.misses;
        const hitRate = mode === 'cached' && cacheReads ? cache.hits / cacheReads : null;
        if (hitRate !== null) log(`    read cache: ${cache.hits} of ${cacheReads} measured requests answered from memory`);
        rows.push({
          engine,
          mode,
          route:
            mode === 'uncached'
              ? `${route.label} · caches off`
              : hitRate === null
                ? route.label
                : `${route.label} · from the read cache, ${(hitRate * 100).toFixed(1)} % hits`,
          readCache: hitRate === null ? null : { hits: cache.hits, misses: cache.misses, hitRate },
          api,
          bare,
          ratio: median(ratios),
          ratioMin: Math.min(...ratios),
          ratioMax: Math.max(...ratios),
          sameBytes: apiBody === bareBody,
          sql: capture.statements,
          transaction: capture.usedTransaction,
        });
      }
      if (mode === 'uncached') continue;
      const registered = await fetch(`${ready.api}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      skipped.push(
        registered.status === 404
          ? 'create-checkout-session: /api/create-checkout-session is not registered yet'
          : 'create-checkout-session: each call reserves stock and creates a payment intent under fresh ids and answers them, so no bare route can send the same SQL and the same bytes (a replay in a rolled-back transaction would skip the commit, a real part of its cost); its latency under load is in the checkout concurrency section',
      );
    } finally {
      child.send({ type: 'stop' });
      await exited;
    }
  }
  return { connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, rows, skipped: [...new Set(skipped)] };
}

/**
 * A signed-in shopper with a verified address (only such a one writes reviews) creating a review:
 * every request a product id of its own (`[<id>]`, filled per request), as many shoppers reviewing
 * many products would.
 */
async function reviewCreateRoute(api, next, child) {
  const email = `bench-reviewer-${Date.now()}@example.com`;
  const cookie = await signedInCookie(api, email);
  child.send({ type: 'verify-email', email });
  await next('verified');
  const account = await (await fetch(`${api}/v1/account`, { headers: { ...PROJECT, cookie } })).json();
  const data = { productId: 'r[<id>]', userId: account.$id, authorName: 'Bench Shopper', rating: 5, text: 'Calms my skin overnight.' };
  return {
    name: 'create-review',
    label: 'review create (POST)',
    method: 'POST',
    status: 201,
    body: JSON.stringify({ documentId: 'unique()', data }),
    idReplacement: true,
    freshFields: ['$id', 'productId'],
    path: '/v1/databases/shop/collections/reviews/documents',
    headers: { ...PROJECT, cookie, 'content-type': 'application/json' },
  };
}

/**
 * A body as the bytes check compares it: a write's answer differs from its replay only by the time
 * it ran and, for a create, by the values it created.
 */
function comparable(body) {
  return body.replace(/"(\$updatedAt|\$createdAt|\$id|\$sequence|productId)":("[^"]*"|\d+)/g, '"$1":""');
}
