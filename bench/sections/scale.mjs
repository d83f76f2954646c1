// Scale: what a second server instance adds. Two production servers share one PostgreSQL
// database (as the resilience suite runs them); the same load goes to one instance, then is split
// over both, in the same run. Two loads: listing products (what every visitor does; served from
// each instance's read cache) and paid checkouts (create-checkout-session + test-card confirm:
// transactions, row locks and stock on the shared database). Needs PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL); PGlite is one process's database and cannot be shared.
//
// On this 2-core machine the load generator, both instances and PostgreSQL share the cores, so the
// ratio here is a floor: on separate hosts each instance brings its own CPU.
import autocannon from 'autocannon';
import { createPostgresDatabase, postgresAdminUrl } from '../lib/postgres-database.mjs';
import { BENCH_ADMIN, sessionCookie, signedInCookie, startProductionServer } from '../lib/production-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHECKOUTS = Number(process.env.BENCH_SCALE_CHECKOUTS ?? 100);
const PROJECT = { 'x-appwrite-project': 'pura' };
const ADDRESS = { firstName: 'Bench', lastName: 'Shopper', address: '1 Load Lane', city: 'Berlin', zipCode: '10115' };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bench Shopper' };
const LIST_PATH = `/v1/databases/shop/collections/products/documents?queries%5B0%5D=${encodeURIComponent(JSON.stringify({ method: 'limit', values: [25] }))}`;

export async function measureScale({ log }) {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return { skipped: 'needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL' };
  const database = await createPostgresDatabase(adminUrl);
  const first = await startProductionServer({ databaseUrl: database.url });
  const second = await startProductionServer({ databaseUrl: database.url });
  try {
    const instances = [first.base, second.base];
    const list = {
      one: await listThroughput([first.base]),
      two: await listThroughput(instances),
    };
    log(`  list products: 1 instance ${list.one.toFixed(0)} req/s, 2 instances ${list.two.toFixed(0)} req/s`);

    const productId = await unlimitedProduct(first.base);
    const shoppers = [];
    for (let i = 0; i < CHECKOUTS; i++) shoppers.push(await signedInCookie(first.base, `bench-scale-${Date.now()}-${i}@example.com`));
    const checkout = {
      one: await checkoutThroughput([first.base], shoppers, productId),
      two: await checkoutThroughput(instances, shoppers, productId),
    };
    log(`  checkouts: 1 instance ${checkout.one.perSecond.toFixed(1)}/s, 2 instances ${checkout.two.perSecond.toFixed(1)}/s`);
    return { connections: CONNECTIONS, durationS: DURATION_S, checkouts: CHECKOUTS, list, checkout };
  } finally {
    await second.stop();
    await first.stop();
    await database.drop();
  }
}

/** Requests per second over all `bases` together, `CONNECTIONS` split evenly between them. */
async function listThroughput(bases) {
  const run = (base, duration) =>
    autocannon({ url: base + LIST_PATH, connections: CONNECTIONS / bases.length, duration, headers: PROJECT });
  await Promise.all(bases.map((base) => run(base, 2)));
  const results = await Promise.all(bases.map((base) => run(base, DURATION_S)));
  const failures = results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  if (failures) throw new Error(`listing products failed ${failures} times`);
  return results.reduce((n, r) => n + r.requests.total / r.duration, 0);
}

/** Every shopper pays one checkout at once, shoppers spread round-robin over `bases`. */
async function checkoutThroughput(bases, shoppers, productId) {
  const started = performance.now();
  const outcomes = await Promise.all(shoppers.map((cookie, i) => payOne(bases[i % bases.length], cookie, productId)));
  const seconds = (performance.now() - started) / 1000;
  const failed = outcomes.filter((ok) => !ok).length;
  if (failed) throw new Error(`${failed} of ${shoppers.length} checkouts failed`);
  return { seconds, perSecond: shoppers.length / seconds };
}

async function payOne(base, cookie, productId) {
  const post = async (urlPath, body) => {
    const response = await fetch(base + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const session = await post('/api/create-checkout-session', {
    items: [{ productId, quantity: 1, isBundle: false }],
    shippingAddress: ADDRESS,
  });
  if (session.status !== 200) return false;
  const paid = await post('/api/payments/test/confirm', { clientSecret: session.body.clientSecret, card: CARD });
  return paid.status === 200 && paid.body.status === 'succeeded';
}

/** A demo product made unlimited by the admin, so every checkout of the run can be paid. */
async function unlimitedProduct(base) {
  const list = await (await fetch(base + LIST_PATH, { headers: PROJECT })).json();
  const productId = list.documents[0].$id;
  const cookie = await sessionCookie(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const response = await fetch(`${base}/v1/databases/shop/collections/products/documents/${productId}`, {
    method: 'PATCH',
    headers: { ...PROJECT, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { stock: null } }),
  });
  if (response.status !== 200) throw new Error(`making a product unlimited failed: ${response.status} ${await response.text()}`);
  return productId;
}
