// The API section's server, run through tsx in a child of bench/run.mjs so autocannon (in the
// parent) never competes with it for the event loop. It is the real app (buildApp, production
// config, demo catalogue) plus a bare Fastify instance on its own port sharing the app's database.
//
// Honest baseline: for each measured route the parent asks for a capture. The real route is
// called once (its third call, so caches and session bookkeeping are warm) with every SQL statement
// it sends recorded — text, parameters, and which ones were in flight together. The bare route then
// replays exactly those statements with the same concurrency and sends the same bytes (the real
// response, serialised per request). It skips only the route's own logic: parsing, permissions,
// mapping rows to JSON — the overhead the ratio measures.
//
// The document read cache would answer that third call from memory, with no SQL at all; the
// captured call is made to miss it instead (as after a catalogue change), so the bare route
// replays what a read costs the database. Under load the real route is then served from the
// cache, and the parent reports its hit rate next to the numbers ('cache-stats').
//
// With the second argument `uncached`, the document and session caches are off
// (DOCUMENT_CACHE_MB=0, SESSION_CACHE_ENTRIES=0): every request pays for its reads, so the ratio
// measures the route itself rather than the cache.
//
// A write that creates a document (a review) cannot send the same values twice: its body carries
// `[<id>]`, which every real request (autocannon's idReplacement, and each call here) fills with a
// fresh id, and the capture names the answer's fields that hold created values (`freshFields`).
// The bare route replays the captured SQL with each of those values replaced by a fresh one of the
// same length per request, so it inserts a new row each time, as the real route does.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createPostgresDatabase } from './lib/postgres-database.mjs';
import { BENCH_ADMIN } from './lib/production-server.mjs';

const [engine, mode = 'cached'] = process.argv.slice(2);
const { loadConfig } = await import('../apps/server/src/config/env.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { shopSchema } = await import('../apps/server/src/appwrite/databases/collection-schema.ts');

const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-bench-api-'));
const database = engine === 'postgres' ? await createPostgresDatabase(process.env.BENCH_ADMIN_URL) : null;
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ADMIN_EMAILS: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(mode === 'uncached' ? { DOCUMENT_CACHE_MB: '0', SESSION_CACHE_ENTRIES: '0' } : {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });

// ─── SQL capture: every statement the real route sends, grouped by what ran concurrently ───────
// Only statements sent on behalf of the captured request count: background work of the app
// (realtime fan-out NOTIFYs, mail and reservation jobs) may hit the database at the same moment,
// and replaying it would slow the bare route down with work the real route did not do.
const captured = new AsyncLocalStorage();
let recording = null;
// `transaction`: which of the route's transactions the statement ran in (null: none), so the bare
// route replays it in one too — BEGIN and COMMIT are round trips of the route's own.
const record = (sql, params, transaction = null) => {
  if (!recording || captured.getStore() !== recording) return false;
  const last = recording.batches.at(-1);
  if (recording.inFlight === 0 || !last || last.transaction !== transaction) recording.batches.push(Object.assign([], { transaction }));
  recording.batches.at(-1).push({ sql, params });
  recording.inFlight++;
  return true;
};
const realQuery = app.db.query.bind(app.db);
app.db.query = async (sql, params) => {
  const counted = record(sql, params);
  try {
    return await realQuery(sql, params);
  } finally {
    if (counted) recording.inFlight--;
  }
};
// Statements inside a transaction are recorded with it, and the bare route replays them inside
// one transaction of its own, as the route sent them (BEGIN, the statements, COMMIT).
const realTransaction = app.db.transaction.bind(app.db);
let transactions = 0;
app.db.transaction = (fn) => {
  const recorded = recording && captured.getStore() === recording;
  if (recorded) recording.usedTransaction = true;
  const transaction = recorded ? ++transactions : null;
  return realTransaction((tx) =>
    fn({
      ...tx,
      query: async (sql, params) => {
        const counted = record(sql, params, transaction);
        try {
          return await tx.query(sql, params);
        } finally {
          if (counted) recording.inFlight--;
        }
      },
    }),
  );
};

/** A fresh id where the body says `[<id>]`: letters and digits, so it fits Appwrite's id pattern. */
const freshId = () => randomBytes(12).toString('hex');
const withFreshIds = (body) => body?.replaceAll('[<id>]', freshId());

/** The captured parameters with every created value swapped for a fresh one of the same length. */
function freshParams(params, created) {
  if (created.length === 0 || !params) return params;
  const swaps = created.map((value) => [
    value,
    `${value.slice(0, Math.max(0, value.length - 16))}${freshId().slice(0, Math.min(16, value.length))}`,
  ]);
  const swap = (param) =>
    typeof param === 'string'
      ? swaps.reduce((text, [from, to]) => text.replaceAll(from, to), param)
      : Array.isArray(param)
        ? param.map(swap)
        : param;
  return params.map(swap);
}

const replays = new Map();
const bare = Fastify({ logger: false });
bare.all('/bare/:name', async (request, reply) => {
  const replay = replays.get(request.params.name);
  const send = (db, batch) => Promise.all(batch.map(({ sql, params }) => db.query(sql, freshParams(params, replay.created))));
  for (const { transaction, batches } of replay.steps) {
    if (transaction === null) for (const batch of batches) await send(app.db, batch);
    else
      await realTransaction(async (tx) => {
        for (const batch of batches) await send(tx, batch);
      });
  }
  return reply.type(replay.contentType).send(JSON.stringify(replay.body));
});

/**
 * The captured batches as steps: consecutive batches of one transaction together, each other batch
 * a step of its own. Grouped once at capture, so the bare route does no more per request than send.
 */
function stepsOf(batches) {
  const steps = [];
  for (const batch of batches) {
    const last = steps.at(-1);
    if (batch.transaction !== null && last?.transaction === batch.transaction) last.batches.push(batch);
    else steps.push({ transaction: batch.transaction, batches: [batch] });
  }
  return steps;
}
await bare.listen({ port: 0, host: '127.0.0.1' });

process.on('message', async (message) => {
  if (message.type === 'verify-email') {
    // Only an account with a verified address writes a review (docs/security-limits.md 'Reviews').
    await app.db.query('UPDATE users SET email_verification = true WHERE email = $1', [message.email]);
    process.send({ type: 'verified' });
  }
  if (message.type === 'capture') {
    const call = () => ({
      method: message.method ?? 'GET',
      url: message.path,
      headers: message.headers,
      ...(message.body ? { payload: withFreshIds(message.body) } : {}),
    });
    for (let i = 0; i < 2; i++) await app.inject(call());
    for (const collection of shopSchema.collections.values()) app.documentReads.changed(collection.tableName);
    app.sessionCache.changedAll();
    const capture = { batches: [], usedTransaction: false, inFlight: 0 };
    recording = capture;
    // inject's callback form: its promise form starts the request outside the caller's async context.
    const response = await new Promise((resolve, reject) =>
      captured.run(capture, () => app.inject(call(), (error, answer) => (error ? reject(error) : resolve(answer)))),
    );
    recording = null;
    const body = JSON.parse(response.body);
    const created = (message.freshFields ?? []).map((field) => body[field]).filter((value) => typeof value === 'string');
    replays.set(message.name, { steps: stepsOf(capture.batches), body, created, contentType: response.headers['content-type'] });
    process.send({
      type: 'captured',
      status: response.statusCode,
      statements: capture.batches.flat().map(({ sql }) => sql.replace(/\s+/g, ' ').trim()),
      batches: capture.batches.map((b) => b.length),
      usedTransaction: capture.usedTransaction,
      sameBytes: JSON.stringify(body) === response.body,
    });
  }
  if (message.type === 'cache-stats') {
    const documents = app.documentReads.stats();
    const sessions = app.sessionCache.stats();
    process.send({ type: 'cache-stats', hits: documents.hits + sessions.hits, misses: documents.misses + sessions.misses });
  }
  if (message.type === 'stop') {
    await bare.close();
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});

process.send({
  type: 'ready',
  api: `http://127.0.0.1:${app.server.address().port}`,
  bare: `http://127.0.0.1:${bare.server.address().port}/bare`,
});
