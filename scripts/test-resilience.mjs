// `npm run test:resilience` (decision 013, Faults and Two instances): the long fault tests in
// apps/server/test/resilience/*.resilience.ts, against the built server run as real child
// processes — kill -9 during checkouts, SMTP down during an order, an unclean PGlite stop — on
// PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL, where two instances on one database
// and one S3 store are tested too. Their names do not end in .test.ts, so `npm test` does not
// run them; this script gives vitest its own inline configuration instead of vitest.config.ts.
// Every test prints its figures (requests tried, faults injected, orders checked).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

buildIfNeeded();

// What runs where: a second server process cannot open a PGlite folder that another one holds,
// so two instances sharing one database exist only on PostgreSQL; an unclean stop only matters
// for PGlite's own files (PostgreSQL's crash recovery is PostgreSQL's).
const engines = [
  { engine: 'pglite', exclude: ['**/two-instances.resilience.ts'] },
  ...(process.env.TEST_DATABASE_URL ? [{ engine: 'postgres', exclude: ['**/pglite-unclean-stop.resilience.ts'] }] : []),
];

const summary = [];
for (const { engine, exclude } of engines) {
  console.log(`\n━━ resilience on ${engine} ━━`);
  const vitest = await startVitest('test', [], {
    config: false,
    root: path.join(root, 'apps/server'),
    include: ['test/resilience/**/*.resilience.ts'],
    exclude,
    environment: 'node',
    env: { PURA_TEST_ENGINE: engine },
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Two files at a time: the SMTP test mostly waits for the mailer's retry while another runs.
    maxWorkers: 2,
    watch: false,
    reporters: ['default'],
  });
  const files = vitest?.state.getFiles() ?? [];
  const tests = files.flatMap(collectTests);
  const passed = tests.filter((t) => t.result?.state === 'pass').length;
  // A test that did not pass (failed, or skipped because its setup failed) and a file that broke
  // before declaring any test both count as failures; so does a run that found no tests at all.
  const brokenFiles = files.filter((f) => f.result?.state === 'fail' && collectTests(f).length === 0).length;
  summary.push({ engine, passed, failed: tests.length - passed + brokenFiles + (files.length === 0 ? 1 : 0) });
  await vitest?.close();
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\nTwo instances (decision 013 item 5) NOT run: TEST_DATABASE_URL is not set. Two server processes can share only a PostgreSQL\n' +
      'database — PGlite is an embedded database that one process opens at a time — so sessions, realtime events (LISTEN/NOTIFY),\n' +
      'rate limits and checkouts across instances need PostgreSQL. Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.',
  );
}

console.log('\n━━ resilience summary ━━');
for (const s of summary) console.log(`${s.failed === 0 ? '✓' : '✗'} ${s.engine.padEnd(9)} ${s.passed} passed, ${s.failed} failed`);
console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(summary.every((s) => s.failed === 0) ? 0 : 1);

function collectTests(task) {
  if (task.type === 'test') return [task];
  return (task.tasks ?? []).flatMap(collectTests);
}
