// `npm run bench`: builds the app, measures it and prints one table — Web (Lighthouse), Bundle,
// Interactions (Event Timing latency at 4× CPU slowdown), API (next to a bare route, same run),
// Checkout concurrency, Scale (1 vs 2 instances on one PostgreSQL) (bench/checkout-concurrency.mjs),
// Quiz coverage (the studio's check of the skincare quiz in Chromium) and Cold start — then writes
// bench/results/latest.json and latest.md and exits 1 when a budget of decision 012 or 025 is
// missed. Not part of `npm test`: the machines are shared, so compare ratios.
//
//   npm run bench                         everything (about 10 minutes)
//   npm run bench -- --only web,bundle    some sections (the others keep their last results)
//                                         (web, bundle, interactions, api, checkout, scale, quiz, cold)
//   npm run bench -- --skip-build         measure the build that is already there
//   npm run bench -- --runs 1             Lighthouse runs per page (median; default 5, what budgets are decided on)
//   npm run bench -- --only web --pages home,cart     some Lighthouse pages ("home" is /)
//   npm run bench -- --only web --reports /tmp/lhr     also keep every Lighthouse report (JSON)
//
// PostgreSQL: with BENCH_DATABASE_URL or TEST_DATABASE_URL set, the API and checkout sections also
// run on a database of their own created on that server and dropped after.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { check } from './lib/budgets.mjs';
import { ROOT, RESULTS_DIR } from './lib/paths.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { markdown } from './lib/report.mjs';
import { measureApi } from './sections/api.mjs';
import { measureBundle } from './sections/bundle.mjs';
import { measureCheckout } from './sections/checkout.mjs';
import { measureInteractions } from './sections/interactions.mjs';
import { measureScale } from './sections/scale.mjs';
import { measureColdStart } from './sections/cold-start.mjs';
import { measureQuizCoverage } from './sections/quiz-coverage.mjs';
import { measureWeb } from './sections/web.mjs';

const SECTIONS = {
  web: { key: 'web', needsBuild: true },
  bundle: { key: 'bundle', needsBuild: true },
  interactions: { key: 'interactions', needsBuild: true },
  api: { key: 'api', needsBuild: false },
  // bench/checkout-concurrency.mjs, run as it is.
  checkout: { key: 'checkout', needsBuild: false },
  scale: { key: 'scale', needsBuild: true },
  quiz: { key: 'quizCoverage', needsBuild: false },
  cold: { key: 'coldStart', needsBuild: true },
};

const USAGE = `Usage: npm run bench -- [--only web,bundle,interactions,api,checkout,scale,quiz,cold] [--skip-build] [--runs N]
                      [--pages home,shop,product,quiz,result,login,cart] [--reports DIR]
(the comment at the top of bench/run.mjs says what each does)`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      only: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      pages: { type: 'string', multiple: true },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const only = (values.only ?? []).flatMap((v) => v.split(',')).filter(Boolean);
const unknown = only.filter((name) => !(name in SECTIONS));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${Object.keys(SECTIONS).join(', ')}.`);
  process.exit(2);
}
const selected = only.length ? only : Object.keys(SECTIONS);
const log = (line) => console.log(line);

if (!values['skip-build'] && selected.some((name) => SECTIONS[name].needsBuild)) {
  log('Building…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const previous = await readFile(path.join(RESULTS_DIR, 'latest.json'), 'utf8').then(JSON.parse, () => ({}));
const results = { ...previous, environment: environment() };

if (selected.includes('bundle')) {
  log('Bundle…');
  results.bundle = await measureBundle();
}
if (selected.includes('web')) {
  log('Web (Lighthouse)…');
  const server = await startProductionServer();
  try {
    const pages = (values.pages ?? []).flatMap((v) => v.split(',')).filter(Boolean);
    const web = await measureWeb({ server, runs: Number(values.runs), pages, reportsDir: values.reports, log });
    // Measuring some pages keeps the others' last results.
    const kept = pages.length ? (previous.web?.rows ?? []).filter((row) => !web.rows.some((r) => r.page === row.page)) : [];
    results.web = { ...web, rows: [...kept, ...web.rows] };
  } finally {
    await server.stop();
  }
}
if (selected.includes('interactions')) {
  log('Interactions (Event Timing, 4× CPU slowdown)…');
  const server = await startProductionServer();
  try {
    results.interactions = await measureInteractions({ server, log });
  } finally {
    await server.stop();
  }
}
if (selected.includes('api')) {
  log('API (autocannon)…');
  results.api = await measureApi({ log });
}
if (selected.includes('checkout')) {
  log('Checkout concurrency…');
  results.checkout = await measureCheckout();
}
if (selected.includes('scale')) {
  log('Scale (1 vs 2 instances on one PostgreSQL)…');
  results.scale = await measureScale({ log });
}
if (selected.includes('quiz')) {
  log('Quiz coverage (Chromium)…');
  results.quizCoverage = await measureQuizCoverage({ log });
}
if (selected.includes('cold')) {
  log('Cold start…');
  results.coldStart = await measureColdStart();
}

const misses = check(results);
const report = markdown(results, misses);
await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify({ ...results, misses }, null, 2)}\n`);
await writeFile(path.join(RESULTS_DIR, 'latest.md'), report);
console.log(`\n${report}`);
process.exit(misses.length ? 1 : 0);

function environment() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout.
  }
  return {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    sections: selected,
  };
}
