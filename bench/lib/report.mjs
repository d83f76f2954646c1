// One table, section by section: what was measured, the figures, the budget, the verdict.
import { BUDGETS, initialJsBudget, kb } from './budgets.mjs';

const ms = (value) => `${Math.round(value)} ms`;
const ok = (met) => (met ? 'ok' : '**missed**');

export function reportRows(results) {
  const rows = [];
  const l = BUDGETS.lighthouse;
  for (const r of results.web?.rows ?? []) {
    const met =
      r.performance >= l.performance &&
      r.accessibility >= l.accessibility &&
      r.bestPractices >= l.bestPractices &&
      r.seo >= l.seo &&
      r.lcpMs <= l.lcpMs &&
      r.tbtMs <= l.tbtMs &&
      r.cls <= l.cls;
    rows.push([
      'Web',
      `${r.page}`,
      `perf ${r.performance} · a11y ${r.accessibility} · bp ${r.bestPractices} · seo ${r.seo} · LCP ${ms(r.lcpMs)} (${ms(r.lcpSpread[0])}–${ms(r.lcpSpread[1])}) · TBT ${ms(r.tbtMs)}${r.tbtSpread ? ` (${ms(r.tbtSpread[0])}–${ms(r.tbtSpread[1])})` : ''} · CLS ${r.cls.toFixed(3)} · JS ${kb(r.jsBytes)} · largest image ${kb(r.maxImageBytes)}${r.cpuSlowdown ? ` · benchmarkIndex ${Math.round(r.benchmarkIndex)}, CPU ${r.cpuSlowdown}×` : ''}`,
      `${l.performance}/${l.accessibility}/${l.bestPractices}/${l.seo}, LCP ≤ ${l.lcpMs} ms, TBT ≤ ${l.tbtMs} ms, CLS ≤ ${l.cls}`,
      ok(met && r.signedIn !== false),
    ]);
  }
  if (results.bundle) {
    const { entry, routes } = results.bundle;
    rows.push(['Bundle', 'entry + app (every page)', `JS ${kb(entry.js)} · CSS ${kb(entry.css)} · ${entry.chunks} chunks`, '', '']);
    for (const r of routes) {
      const limit = initialJsBudget(r.route);
      const extras = [r.stripeLoaded ? 'Stripe.js' : '', r.adminCodeLoaded ? 'admin code' : ''].filter(Boolean).join(', ');
      rows.push([
        'Bundle',
        r.route,
        `chunk JS ${kb(r.chunkJs)}${r.chunkCss ? ` CSS ${kb(r.chunkCss)}` : ''} · initial JS ${kb(r.initialJs)} CSS ${kb(r.initialCss)}${extras ? ` · loads ${extras}` : ''}`,
        `initial JS ≤ ${kb(limit)}`,
        ok(r.initialJs <= limit && (!r.stripeLoaded || r.stripeAllowed) && !r.adminCodeLoaded),
      ]);
    }
  }
  for (const r of results.interactions?.rows ?? []) {
    rows.push([
      'Interactions',
      r.interaction,
      `p75 ${ms(r.p75Ms)} (max ${ms(r.maxMs)}) over ${r.samples.length} presses at ${results.interactions.cpuSlowdown}× CPU slowdown`,
      `p75 ≤ ${BUDGETS.interactionP75Ms} ms`,
      ok(r.p75Ms <= BUDGETS.interactionP75Ms),
    ]);
  }
  if (results.api) {
    for (const r of results.api.rows) {
      rows.push([
        'API',
        `${r.engine} ${r.route}`,
        `${r.api.rps.toFixed(0)} req/s (${r.api.rpsMin.toFixed(0)}–${r.api.rpsMax.toFixed(0)}) p50 ${r.api.p50} ms p99 ${r.api.p99} ms · bare ${r.bare.rps.toFixed(0)} req/s p99 ${r.bare.p99} ms · **ratio ${r.ratio.toFixed(2)}**${r.sameBytes ? '' : ' · bytes differ'}`,
        `ratio ≥ ${BUDGETS.apiRatio}, p99 ≤ ${BUDGETS.apiP99Ms} ms`,
        ok(r.ratio >= BUDGETS.apiRatio && r.api.p99 <= BUDGETS.apiP99Ms && r.sameBytes),
      ]);
    }
    for (const reason of results.api.skipped)
      rows.push(['API', reason.split(':')[0], `skipped — ${reason.split(': ').slice(1).join(': ')}`, '', '']);
  }
  if (results.checkout) {
    const c = results.checkout;
    // Its own table, header and engine rows, with the column padding collapsed.
    const table = c.skipped
      ? []
      : c.summary.filter((line) => /^(engine|pglite|postgres)/.test(line)).map((line) => line.trim().replace(/\s{2,}/g, ' · '));
    rows.push([
      'Checkout concurrency',
      'bench/checkout-concurrency.mjs',
      c.skipped ? `skipped — ${c.skipped}` : table.join('<br>'),
      'its goal',
      c.skipped ? '' : ok(c.met),
    ]);
  }
  if (results.scale) {
    const s = results.scale;
    if (s.skipped) rows.push(['Scale', '1 vs 2 instances', `skipped — ${s.skipped}`, '', '']);
    else {
      const times = (two, one) => `${(two / one).toFixed(2)}×`;
      rows.push([
        'Scale',
        'list products, 1 → 2 instances',
        `${s.list.one.toFixed(0)} → ${s.list.two.toFixed(0)} req/s (${times(s.list.two, s.list.one)}) at ${s.connections} connections`,
        'measured, no budget',
        '',
      ]);
      rows.push([
        'Scale',
        `${s.checkouts} paid checkouts at once, 1 → 2 instances`,
        `${s.checkout.one.perSecond.toFixed(1)} → ${s.checkout.two.perSecond.toFixed(1)} checkouts/s (${times(s.checkout.two.perSecond, s.checkout.one.perSecond)})`,
        'measured, no budget',
        '',
      ]);
    }
  }
  if (results.quizCoverage) {
    const q = results.quizCoverage;
    rows.push([
      'Quiz coverage',
      `skincare, ${q.combinations} ways of answering, Chromium`,
      `median ${ms(q.medianMs)} (${ms(Math.min(...q.samplesMs))}–${ms(Math.max(...q.samplesMs))}) · **${q.ratio.toFixed(2)} × baseline** (${ms(q.baselineMs)})`,
      `≤ ${BUDGETS.quizCoverageMs} ms`,
      ok(q.medianMs <= BUDGETS.quizCoverageMs),
    ]);
  }
  if (results.coldStart) {
    const c = results.coldStart;
    rows.push([
      'Cold start',
      'process start → first 200 on /',
      `median ${ms(c.median)} (${ms(c.min)}–${ms(c.max)}, ${c.runs} restarts; first start with migrations + seeding ${ms(c.firstStartMs)})`,
      `≤ ${BUDGETS.coldStartMs} ms`,
      ok(c.median <= BUDGETS.coldStartMs),
    ]);
  }
  return rows;
}

/** Which phone Lighthouse emulated: each run's benchmarkIndex and the CPU slowdown chosen from it. */
function calibrationLine(web) {
  const c = web.calibration;
  const range = ([low, high], digits = 0) => (low === high ? low.toFixed(digits) : `${low.toFixed(digits)}–${high.toFixed(digits)}`);
  const how = c.fixed ? 'fixed by BENCH_CPU_SLOWDOWN' : "each run's own, calibrated from its index (bench/lib/cpu-calibration.mjs)";
  return `Lighthouse: host benchmarkIndex ${range(c.indexRange)} across the runs, CPU slowdown ${range(c.slowdownRange, 2)}× (${how}); median of ${web.runs} run(s) per page.`;
}

export function markdown(results, misses) {
  const env = results.environment;
  const lines = [
    `# Pura benchmark — ${env.date}`,
    '',
    `Commit ${env.commit}, Node ${env.node}, ${env.cpus} CPUs, load average ${env.loadAverage.join(' / ')} (shared machine: compare ratios, not absolute times).`,
    '',
    ...(results.web?.calibration ? [calibrationLine(results.web), ''] : []),
    '| Section | What | Measured (medians; spread in brackets) | Budget | Verdict |',
    '| --- | --- | --- | --- | --- |',
    ...reportRows(results).map((cells) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`),
    '',
    misses.length ? `**${misses.length} budget(s) missed:**\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All budgets met.',
    '',
  ];
  return lines.join('\n');
}
