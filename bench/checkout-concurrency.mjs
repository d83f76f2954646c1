// Benchmark (decision 008, Benchmark): 200 concurrent checkouts — create-checkout-session, then confirm
// with the test card 4242 4242 4242 4242 — against a product with 50 units in stock. Half the
// carts buy it as a normal line, half through a routine bundle that also holds an unlimited
// product, so bundle and normal lines compete for the same stock. On PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Goal: exactly 50 paid orders,
// 150 refused with 'Insufficient stock for {name}', stock 0, no active reservation left; the
// p50/p95 latency of both calls is reported.
//
//   node bench/checkout-concurrency.mjs
//
// The server runs from TypeScript source through tsx in a child process, so the 200 clients
// (here, in the parent) never compete with it for the event loop. Not part of `npm test`.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 50);
const PRODUCT_NAME = 'Bench Vitamin C Serum';
const PASSWORD = 'bench-password-123';
const ADDRESS = { firstName: 'Bench', lastName: 'Shopper', address: '1 Load Lane', city: 'Berlin', zipCode: '10115' };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bench Shopper' };

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();

// ─── parent: one server per engine, 200 shoppers at once, then the checks and the table ────────
async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engines = ['pglite', ...(postgresUrl ? ['postgres'] : [])];
  const results = [];
  for (const engine of engines) {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', engine], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...(postgresUrl ? { BENCH_ADMIN_URL: postgresUrl } : {}) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ask = (request) =>
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`${engine} server exited (${code})`)));
        if (request) child.send(request);
      });
    try {
      const ready = await ask(null);
      const base = `http://127.0.0.1:${ready.port}`;
      const cookies = await inBatches(ready.emails, 10, (email) => signIn(base, email));
      const started = performance.now();
      const outcomes = await Promise.all(cookies.map((cookie, i) => checkout(base, cookie, cartFor(i, ready))));
      const seconds = (performance.now() - started) / 1000;
      const state = await ask({ type: 'state' });
      results.push({ engine, outcomes, state, seconds });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }

  console.log(`\n${CHECKOUTS} concurrent checkouts (create session + confirm 4242) against ${STOCK} units; half through routine bundles\n`);
  console.log('engine    paid  refused  other  stock  active holds  orders   create p50/p95 ms   confirm p50/p95 ms   wall s   result');
  let allMet = true;
  for (const { engine, outcomes, state, seconds } of results) {
    const paid = outcomes.filter((o) => o.kind === 'paid').length;
    const refused = outcomes.filter((o) => o.kind === 'refused' && o.message === `Insufficient stock for ${PRODUCT_NAME}`).length;
    const other = outcomes.length - paid - refused;
    const create = percentiles(outcomes.map((o) => o.createMs));
    const confirm = percentiles(outcomes.filter((o) => o.confirmMs !== undefined).map((o) => o.confirmMs));
    const met =
      paid === STOCK &&
      refused === CHECKOUTS - STOCK &&
      other === 0 &&
      state.stock === 0 &&
      state.activeReservations === 0 &&
      state.orders === STOCK;
    allMet &&= met;
    console.log(
      `${engine.padEnd(9)} ${String(paid).padStart(4)}  ${String(refused).padStart(7)}  ${String(other).padStart(5)}  ${String(state.stock).padStart(5)}  ${String(state.activeReservations).padStart(12)}  ${String(state.orders).padStart(6)}   ${`${create.p50} / ${create.p95}`.padStart(17)}   ${`${confirm.p50} / ${confirm.p95}`.padStart(18)}   ${seconds.toFixed(1).padStart(6)}   ${met ? 'ok' : 'FAILED'}`,
    );
    for (const o of outcomes.filter((x) => x.kind === 'error').slice(0, 3)) console.log(`  unexpected: ${o.message}`);
  }
  console.log(
    `\ngoal: exactly ${STOCK} paid orders, ${CHECKOUTS - STOCK} refused with 'Insufficient stock for ${PRODUCT_NAME}', stock 0, no active hold — ${allMet ? 'met' : 'NOT met'}`,
  );
  process.exit(allMet ? 0 : 1);
}

// Even carts buy the serum alone; odd carts buy it inside a routine with an unlimited lip balm.
function cartFor(i, ready) {
  return i % 2 === 0
    ? [{ productId: ready.serumId, quantity: 1, isBundle: false }]
    : [
        { productId: ready.serumId, quantity: 1, isBundle: true },
        { productId: ready.balmId, quantity: 1, isBundle: true },
      ];
}

async function checkout(base, cookie, items) {
  const post = async (urlPath, body) => {
    const started = performance.now();
    const response = await fetch(base + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), ms: performance.now() - started };
  };
  const session = await post('/api/create-checkout-session', { items, shippingAddress: ADDRESS });
  if (session.status === 409) return { kind: 'refused', message: session.body.message, createMs: session.ms };
  if (session.status !== 200) return { kind: 'error', message: `create ${session.status} ${session.body.message}`, createMs: session.ms };
  const paid = await post('/api/payments/test/confirm', { clientSecret: session.body.clientSecret, card: CARD });
  const ok = paid.status === 200 && paid.body.status === 'succeeded' && paid.body.order;
  return {
    kind: ok ? 'paid' : 'error',
    message: ok ? '' : `confirm ${paid.status} ${JSON.stringify(paid.body)}`,
    createMs: session.ms,
    confirmMs: paid.ms,
  };
}

async function signIn(base, email) {
  const response = await fetch(`${base}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('a_session_pura='));
  return cookie.split(';')[0];
}

async function inBatches(list, size, fn) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(...(await Promise.all(list.slice(i, i + size).map(fn))));
  return out;
}

function percentiles(values) {
  if (values.length === 0) return { p50: '-', p95: '-' };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(0);
  return { p50: at(50), p95: at(95) };
}

// ─── child: the real server with the products and shoppers, reporting the final state ─────────
async function serve(engine) {
  const { loadConfig } = await import('../apps/server/src/config/env.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { createAccount } = await import('../apps/server/src/appwrite/account/sign-up.ts');
  const { serverDocuments } = await import('../apps/server/src/appwrite/databases/server-documents.ts');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-bench-'));
  const database = engine === 'postgres' ? await createPostgresDatabase(process.env.BENCH_ADMIN_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    SEED_CATALOGUE: 'false',
    ADMIN_BOOTSTRAP: 'off',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const app = await buildApp(config);
  const docs = serverDocuments(app);
  const product = (id, name, price, stock) =>
    docs.create('products', {
      documentId: id,
      data: { name, price, description: 'A product used by the checkout benchmark.', category: 'Skincare', stock },
    });
  await product('bench-serum', PRODUCT_NAME, 34.99, STOCK);
  await product('bench-balm', 'Bench Lip Balm', 12.99, null);
  const emails = [];
  for (let i = 0; i < CHECKOUTS; i++) {
    const email = `bench-${i}@example.test`;
    await createAccount(app.db, config, {
      userId: 'unique()',
      email,
      password: PASSWORD,
      name: `Shopper ${i}`,
      emailVerification: true,
      labels: [],
    });
    emails.push(email);
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (request) => {
    if (request.type !== 'state') return;
    const serum = await docs.get('products', 'bench-serum');
    const orders = await docs.list('orders', [], { total: true });
    const { rows } = await app.db.query(`SELECT count(*)::int AS active FROM stock_reservations WHERE status = 'active'`);
    process.send({ stock: serum.stock, orders: orders.total, activeReservations: rows[0].active });
  });
  process.send({ port: app.server.address().port, emails, serumId: 'bench-serum', balmId: 'bench-balm' });

  process.once('SIGTERM', async () => {
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function createPostgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `pura_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
