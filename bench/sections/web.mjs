// Web: Lighthouse 12 (mobile, simulated throttling) against the production server, in Debian's
// Chromium. Several runs per page give the median. Each run's CPU slowdown is calibrated from that
// run's own benchmarkIndex (bench/lib/cpu-calibration.mjs), so a slower host — or a moment when the
// host is busier — emulates the same phone, not a slower one.
// /cart runs signed in: the session cookies go into the browser's cookie jar over the DevTools protocol (an extra Cookie header
// would not do — the app reads its readable `pura_signed_in` cookie to know a session may exist),
// and the run checks that the page stayed on /cart: the server renders it only for a session it
// accepts, and the browser's guard sends anyone else to /login.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import WebSocket from 'ws';
import { cpuSlowdownFor } from '../lib/cpu-calibration.mjs';
import { ROOT } from '../lib/paths.mjs';
import { signedInCookie } from '../lib/production-server.mjs';
import { median } from '../lib/stats.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * A skincare result share code (packages/core/src/quiz/share.ts) of the default definition, the
 * live version of the fresh database the bench serves: every question's first answer.
 */
function quizResultCode() {
  const script = `import { defaultSkincareDefinition as definition } from '@pura/core/quiz/definition/default-skincare';
import { encodeQuizShare } from '@pura/core/quiz/share';
const answers = Object.fromEntries(definition.questions.map((q) => [q.id, q.answers[0].id]));
console.log(encodeQuizShare(definition, answers, 'en'));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }).trim();
}

export async function measureWeb({ server, runs, pages: only = [], reportsDir, log }) {
  const list = await (
    await fetch(
      `${server.base}/v1/databases/shop/collections/products/documents?queries%5B0%5D=${encodeURIComponent('{"method":"limit","values":[1]}')}`,
      {
        headers: { 'x-appwrite-project': 'pura' },
      },
    )
  ).json();
  const cookie = await signedInCookie(server.base);
  const all = [
    { page: '/', path: '/' },
    { page: '/shop', path: '/shop' },
    { page: 'product', path: `/product/${list.documents[0].$id}` },
    { page: '/quiz/skincare', path: '/quiz/skincare' },
    { page: 'quiz result', path: `/quiz/skincare?r=${quizResultCode()}` },
    { page: '/login', path: '/login' },
    { page: '/cart (signed in)', path: '/cart', cookie },
  ];
  // `--pages home` names / (its label, '/', is part of every other label).
  const pages = only.length ? all.filter((p) => only.some((name) => (name === 'home' ? p.page === '/' : p.page.includes(name)))) : all;
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  const fixedSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) > 0 ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
  const flags = { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES };
  const runsMeasured = [];
  try {
    for (const page of pages) {
      // Once before measuring: a server-rendered page is rendered on its first request after a
      // start and cached; Lighthouse measures what every later visitor gets.
      await (await fetch(server.base + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} })).arrayBuffer();
      const samples = [];
      for (let run = 0; run < runs; run++) {
        await setCookies(chrome.port, page.cookie ?? '');
        const { lhr, benchmarkIndex, cpuSlowdown } = await calibratedRun(server.base + page.path, flags, fixedSlowdown);
        samples.push(sampleOf(lhr));
        runsMeasured.push({ page: page.page, benchmarkIndex, cpuSlowdown });
        log(
          `    run ${run + 1}: benchmarkIndex ${Math.round(benchmarkIndex)} → CPU slowdown ${cpuSlowdown}×, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
        );
        if (reportsDir) await saveReport(reportsDir, page.page, run, lhr);
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const row = { page: page.page, url: page.path, runs };
      for (const key of Object.keys(samples[0]).filter((k) => typeof samples[0][k] === 'number')) row[key] = pick(key);
      row.lcpSpread = [Math.min(...samples.map((s) => s.lcpMs)), Math.max(...samples.map((s) => s.lcpMs))];
      row.tbtSpread = [Math.min(...samples.map((s) => s.tbtMs)), Math.max(...samples.map((s) => s.tbtMs))];
      row.failedAudits = [...new Set(samples.flatMap((s) => s.failedAudits))];
      if (page.cookie) row.signedIn = samples.every((s) => s.signedIn);
      rows.push(row);
      log(
        `  ${page.page}: performance ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, benchmarkIndex ${Math.round(row.benchmarkIndex)}, CPU slowdown ${row.cpuSlowdown}×${row.failedAudits.length ? ` — failing: ${row.failedAudits.join(', ')}` : ''}`,
      );
    }
    const indexes = runsMeasured.map((r) => r.benchmarkIndex);
    const slowdowns = runsMeasured.map((r) => r.cpuSlowdown);
    const calibration = {
      fixed: fixedSlowdown !== null,
      indexRange: [Math.min(...indexes), Math.max(...indexes)],
      slowdownRange: [Math.min(...slowdowns), Math.max(...slowdowns)],
      runs: runsMeasured,
    };
    return { runs, calibration, rows };
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run calibrated from its own benchmarkIndex: gather (load the page, record the
 * trace and the index), then audit with the CPU slowdown that index calls for. Simulated throttling
 * applies the slowdown only when auditing — the page loads at the host's full speed either way — so
 * setting it between the two phases is what Lighthouse's gather mode (-G) then audit mode (-A) with
 * a changed multiplier would do, without the round trip through disk. BENCH_CPU_SLOWDOWN fixes the
 * multiplier instead (e.g. to compare with a run on another host).
 */
async function calibratedRun(url, flags, fixedSlowdown) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const benchmarkIndex = artifacts.BenchmarkIndex;
  const cpuSlowdown = fixedSlowdown ?? cpuSlowdownFor(benchmarkIndex);
  // The audit phase refuses settings that differ from the gathered ones, so both change together.
  for (const settings of new Set([runnerOptions.resolvedConfig.settings, artifacts.settings])) {
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown };
  }
  const result = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return { lhr: result.lhr, benchmarkIndex, cpuSlowdown };
}

/** Keeps a whole Lighthouse report, to see why a page scores what it does (long tasks, LCP element…). */
async function saveReport(dir, page, run, lhr) {
  await mkdir(dir, { recursive: true });
  const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
  await writeFile(path.join(dir, name), JSON.stringify(lhr));
}

/** Replaces the browser's cookies with `cookieHeader` ("a=1; b=2") for 127.0.0.1. */
async function setCookies(port, cookieHeader) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const send = (method, params) =>
    new Promise((resolve, reject) => {
      const callId = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== callId) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    const cookies = cookieHeader
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: '127.0.0.1', path: '/' };
      });
    if (cookies.length) await send('Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

function sampleOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter(
      (ref) =>
        ref.weight > 0 &&
        lhr.audits[ref.id].score !== null &&
        lhr.audits[ref.id].score < 1 &&
        lhr.audits[ref.id].scoreDisplayMode !== 'informative',
    )
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
    maxImageBytes: Math.max(0, ...requests.filter((r) => r.resourceType === 'Image').map((r) => r.transferSize ?? 0)),
    failedAudits,
    signedIn: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname === new URL(lhr.requestedUrl).pathname,
  };
}
