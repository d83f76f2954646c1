// `npm test`: typecheck, lint, every vitest suite (core, server on PGlite — and on PostgreSQL
// under Node 24 when TEST_DATABASE_URL is set —, web) and the Playwright journeys. Every stage
// runs even when an earlier one fails, so one run shows everything that is wrong; the counts of each suite and
// a closing total line are printed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const results = [];
// Names of failed tests, printed again under the summary: a CI log cut to its tail still says what failed.
const failures = [];

/**
 * A Node 24 LTS binary's path and version (npx fetches it once into its cache), or null when it
 * cannot be had (offline): then server:postgres runs under the current Node and the summary says so.
 */
function node24() {
  const found = spawnSync('npx', ['-y', '-p', 'node@24', 'node', '-p', 'process.execPath + " " + process.version'], { encoding: 'utf8' });
  if (found.status !== 0) return null;
  const [path, version] = found.stdout.trim().split(' ');
  return { path, version };
}

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
  return { name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

// `node` runs the suite under another Node binary; `env` adds to the suite's environment.
function vitestSuite(project, { node, label = '', env } = {}) {
  const file = `.tmp/vitest-${project.replace(/\W/g, '-')}.json`;
  rmSync(file, { force: true });
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`];
  const stage = node
    ? run(`vitest ${project}${label}`, node, ['node_modules/vitest/vitest.mjs', ...args], env)
    : run(`vitest ${project}${label}`, 'npx', ['vitest', ...args], env);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    results.push({
      ...stage,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    });
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'failed')
          failures.push({
            suite: project,
            name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
            message: test.failureMessages?.[0],
          });
      }
      // A file that fails before its tests run (an import, a hook) has no failed test to name.
      if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
        failures.push({ suite: project, name: file.name, message: file.message });
    }
  } catch {
    results.push({ ...stage, passed: 0, failed: stage.ok ? 0 : 1, skipped: 0, note: 'no report written' });
  }
}

function e2eSuite() {
  const file = '.tmp/e2e-results.json';
  rmSync(file, { force: true });
  const stage = run('journeys (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']);
  try {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    results.push({ ...stage, passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped });
    collectJourneyFailures(suites ?? []);
  } catch {
    results.push({ ...stage, passed: 0, failed: 1, skipped: 0, note: 'no report written' });
  }
}

function collectJourneyFailures(suites, titles = []) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message;
          failures.push({ suite: `journeys (${test.status})`, name: [...path, spec.title].join(' › '), message: error });
        }
      }
    }
    collectJourneyFailures(suite.suites ?? [], path);
  }
}

/**
 * Each server file runs once on PGlite under the current Node and once on PostgreSQL under Node 24
 * LTS, instead of a third full run under Node 24 (docs/testing.md). The database-free files, which
 * server:postgres otherwise leaves to server:pglite, then run under Node 24 too.
 */
function serverOnPostgres() {
  const node = node24();
  if (node)
    vitestSuite('server:postgres', { node: node.path, label: ` (Node ${node.version})`, env: { PURA_TEST_DATABASE_FREE_FILES: '1' } });
  else {
    console.log(`\n(Node 24 not obtainable: server:postgres runs under Node ${process.version})`);
    vitestSuite('server:postgres');
  }
}

/**
 * Runs one check beside others: its output is held and printed whole once it ends, so the logs of
 * checks running together do not interleave.
 */
function check(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      const ok = status === 0;
      resolve({
        name,
        ok,
        seconds: Math.round((Date.now() - started) / 1000),
        passed: ok ? 1 : 0,
        failed: ok ? 0 : 1,
        skipped: 0,
        check: true,
      });
    });
  });
}

// tsc and lint (ESLint, then Prettier's check) each use one core and read no output of the other: together they take the
// longer one's time on a 2-core machine, not the sum (docs/testing.md).
results.push(...(await Promise.all([check('typecheck', 'npx', ['tsc', '-b']), check('lint', 'npm', ['run', '--silent', 'lint'])])));

vitestSuite('core');
vitestSuite('server:pglite');
if (process.env.TEST_DATABASE_URL) serverOnPostgres();
else console.log('\n(server:postgres not run: TEST_DATABASE_URL is not set — .ci/run sets it when PostgreSQL is up)');
vitestSuite('web');
e2eSuite();

console.log('\n━━ summary ━━');
for (const r of results) {
  const counts = r.check ? (r.ok ? 'ok' : 'FAILED') : `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(34)} ${counts}${r.note ? ` (${r.note})` : ''}  [${r.seconds}s]`);
}
const tests = results.filter((r) => !r.check);
const passed = tests.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = tests.reduce((n, r) => n + r.skipped, 0);
const allOk = results.every((r) => r.ok) && failed === 0;
if (failures.length) {
  console.log('\n━━ failed tests ━━');
  for (const f of failures) {
    console.log(`✗ [${f.suite}] ${f.name}`);
    if (f.message) console.log(`    ${stripColours(f.message).split('\n').slice(0, 6).join('\n    ')}`);
  }
}
console.log(`\ntotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);

/** Removes the reporters' colour codes, so a failure reads the same in a log file. */
function stripColours(text) {
  // eslint-disable-next-line no-control-regex -- the escape character is exactly what is matched
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
