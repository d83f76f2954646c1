// Benchmark (issue 3, Performance): listing 25 products with a category filter and
// orderDesc('$createdAt') through the Appwrite-compatible documents API, side by side with a
// bare Fastify route in the same server process that runs the same SQL and returns the same JSON
// bytes. 50 connections, 10 s each (BENCH_DURATION / BENCH_CONNECTIONS override), on PGlite and,
// when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Goal: ratio >= 0.7.
//
//   node bench/documents-list.mjs
//
// The server runs from TypeScript source through tsx in a child process, so autocannon (here, in
// the parent) never competes with it for the event loop. Not part of `npm test`.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
// Rounds alternate the order (bare, API, API, bare, …) so load drift on a shared machine cannot
// favour one side; figures are totals over all rounds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PRODUCTS = 40;
const CATEGORY = 'Skincare';
const QUERIES = [
  JSON.stringify({ method: 'equal', attribute: 'category', values: [CATEGORY] }),
  JSON.stringify({ method: 'orderDesc', attribute: '$createdAt' }),
  JSON.stringify({ method: 'limit', values: [25] }),
];
const API_PATH =
  '/v1/databases/shop/collections/products/documents?' + QUERIES.map((q, i) => `queries%5B${i}%5D=${encodeURIComponent(q)}`).join('&');
const BARE_PATH = '/bench/bare-products';

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();

// ─── parent: start a server per engine, load it with autocannon, print the table ───────────────
async function main() {
  const { default: autocannon } = await import('autocannon');
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
    const ready = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`${engine} server exited (${code}) before it was ready`)));
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const run = (urlPath, duration) =>
      autocannon({ url: base + urlPath, connections: CONNECTIONS, duration, headers: { 'x-appwrite-project': 'pura', accept: 'application/json' } });
    try {
      console.log(`\n${engine}: ${PRODUCTS} products, ${ready.listed} per page, responses identical: ${ready.identical}`);
      await run(BARE_PATH, WARMUP_S);
      await run(API_PATH, WARMUP_S);
      const totals = { bare: { requests: 0, seconds: 0, p99: 0, failures: 0 }, api: { requests: 0, seconds: 0, p99: 0, failures: 0 } };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ['bare', 'api'] : ['api', 'bare'];
        for (const side of order) {
          const result = await run(side === 'bare' ? BARE_PATH : API_PATH, DURATION_S);
          const total = totals[side];
          total.requests += result.requests.total;
          total.seconds += result.duration;
          total.p99 = Math.max(total.p99, result.latency.p99);
          total.failures += result.errors + result.timeouts + result.non2xx;
          console.log(`  round ${round + 1} ${side.padEnd(4)} ${(result.requests.total / result.duration).toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms`);
        }
      }
      for (const [side, name] of [['bare', 'bare Fastify route'], ['api', 'documents API']]) {
        const total = totals[side];
        results.push({ engine, name, rps: total.requests / total.seconds, p99: total.p99, failures: total.failures });
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  console.log(`\nGET ${decodeURIComponent(API_PATH)}\n${CONNECTIONS} connections, ${ROUNDS} x ${DURATION_S} s per route (p99: worst round)\n`);
  console.log('engine    route                 req/s    p99 ms   failures   ratio');
  for (const engine of engines) {
    const [bare, api] = ['bare Fastify route', 'documents API'].map((name) => results.find((r) => r.engine === engine && r.name === name));
    for (const r of [bare, api]) {
      const ratio = r === api ? (api.rps / bare.rps).toFixed(2) : '';
      console.log(`${engine.padEnd(9)} ${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p99).padStart(7)}   ${String(r.failures).padStart(8)}   ${ratio}`);
    }
  }
  const ratios = engines.map((engine) => {
    const [bare, api] = ['bare Fastify route', 'documents API'].map((name) => results.find((r) => r.engine === engine && r.name === name));
    return api.rps / bare.rps;
  });
  console.log(`\ngoal: documents API >= 0.7 x bare route — ${ratios.every((r) => r >= 0.7) ? 'met' : 'NOT met'}`);
}

// ─── child: the real server plus the bare route, on one engine ───────────────────────────────
async function serve(engine) {
  const { loadConfig } = await import('../apps/server/src/config/env.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { shopSchema } = await import('../apps/server/src/appwrite/databases/collection-schema.ts');
  const { parseListQuery, readQueriesParam } = await import('../apps/server/src/appwrite/databases/query-parser.ts');
  const { compileCount, compileList } = await import('../apps/server/src/appwrite/databases/query-sql.ts');
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

  // The same SQL the documents API runs for this request, compiled once.
  const schema = shopSchema.collections.get('products');
  const listQuery = parseListQuery(schema, readQueriesParam(QUERIES));
  const list = compileList(schema, listQuery, { readPermissions: null });
  const count = compileCount(schema, listQuery, { readPermissions: null });
  const iso = (date) => date.toISOString().replace('Z', '+00:00');
  const num = (value) => (value === null ? null : Number(value));
  app.get(BARE_PATH, async (_request, reply) => {
    const [listed, counted] = await Promise.all([app.db.query(list.text, list.params), app.db.query(count.text, count.params)]);
    const documents = listed.rows.map((r) => ({
      $id: r._id,
      $sequence: String(r._seq),
      $collectionId: 'products',
      $databaseId: 'shop',
      $createdAt: iso(r._created_at),
      $updatedAt: iso(r._updated_at),
      $permissions: r._permissions,
      name: r.name,
      price: num(r.price),
      description: r.description,
      category: r.category,
      stock: num(r.stock),
      isNew: r.isNew,
      isBestseller: r.isBestseller,
      originalPrice: num(r.originalPrice),
      benefits: r.benefits,
      ingredients: r.ingredients,
      image: r.image,
      imageUrl: r.imageUrl,
      imageFileId: r.imageFileId,
      imageNumber: num(r.imageNumber),
    }));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ total: Number(counted.rows[0].total), documents }));
  });

  const docs = serverDocuments(app);
  const categories = ['Body Care', 'Lip Care', 'Haircare'];
  for (let i = 0; i < PRODUCTS; i++) {
    await docs.create('products', {
      documentId: `bench-${String(i).padStart(2, '0')}`,
      data: {
        // 28 of 40 in the listed category, so a page holds the full 25.
        name: `Bench Product ${i}`,
        price: Number((9.99 + i).toFixed(2)),
        description: `A product used by the documents benchmark, number ${i}, with a realistic description length for the shop grid.`,
        category: i < 28 ? CATEGORY : categories[i % 3],
        stock: i % 7 === 0 ? null : i * 3,
        isNew: i % 5 === 0,
        isBestseller: i % 4 === 0,
        originalPrice: i % 6 === 0 ? Number((19.99 + i).toFixed(2)) : null,
        benefits: ['Hydrating', 'Soothing'],
        ingredients: ['Aqua', 'Glycerin', 'Aloe Barbadensis Leaf Juice', 'Tocopherol'],
        imageFileId: `image-${i}`,
        $createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      },
    });
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const [apiBody, bareBody] = await Promise.all(
    [API_PATH, BARE_PATH].map((p) => fetch(`http://127.0.0.1:${port}${p}`, { headers: { 'x-appwrite-project': 'pura' } }).then((r) => r.text())),
  );
  process.send({ port, identical: apiBody === bareBody, listed: JSON.parse(apiBody).documents.length });

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
