// The budgets of decision 012 item 2, with `/` at 120 kB (decision 028: React stays); `check` returns one
// line per miss.
export const BUDGETS = {
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 },
  homeInitialJsBytes: 120_000,
  routeInitialJsBytes: 130_000,
  // The owner's pages (admin*) check and show data through core's zod schemas, which load with them
  // and nowhere else (decision 028): 130 kB plus the schemas' ~25 kB chunk, rounded down.
  adminRouteInitialJsBytes: 150_000,
  cardImageBytes: 25_000,
  interactionP75Ms: 100,
  apiRatio: 0.7,
  apiP99Ms: 25,
  coldStartMs: 2000,
  /** Decision 025: the studio's coverage check of the whole skincare quiz, in the browser. */
  quizCoverageMs: 1000,
};

export function check(results) {
  const misses = [];
  const b = BUDGETS;
  for (const row of results.web?.rows ?? []) {
    const l = b.lighthouse;
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
      if (row[key] < l[key]) misses.push(`web ${row.page}: ${key} ${row[key]} < ${l[key]}`);
    }
    if (row.lcpMs > l.lcpMs) misses.push(`web ${row.page}: LCP ${Math.round(row.lcpMs)} ms > ${l.lcpMs} ms`);
    if (row.tbtMs > l.tbtMs) misses.push(`web ${row.page}: TBT ${Math.round(row.tbtMs)} ms > ${l.tbtMs} ms`);
    if (row.cls > l.cls) misses.push(`web ${row.page}: CLS ${row.cls.toFixed(3)} > ${l.cls}`);
    if (row.page === '/shop' && row.maxImageBytes > b.cardImageBytes)
      misses.push(`web /shop: a product card image of ${row.maxImageBytes} B > ${b.cardImageBytes} B`);
    if (row.signedIn === false) misses.push(`web ${row.page}: the page was not signed in (it left for /login)`);
  }
  for (const route of results.bundle?.routes ?? []) {
    const limit = initialJsBudget(route.route);
    if (route.initialJs > limit)
      misses.push(`bundle ${route.route === 'home' ? '/' : route.route}: initial JS ${kb(route.initialJs)} > ${kb(limit)}`);
    if (route.stripeLoaded && !route.stripeAllowed) misses.push(`bundle ${route.route}: loads Stripe.js outside the checkout`);
    if (route.adminCodeLoaded) misses.push(`bundle ${route.route}: loads admin code`);
  }
  for (const row of results.interactions?.rows ?? []) {
    if (row.p75Ms > b.interactionP75Ms)
      misses.push(`interaction ${row.interaction}: p75 ${Math.round(row.p75Ms)} ms > ${b.interactionP75Ms} ms`);
  }
  for (const row of results.api?.rows ?? []) {
    if (row.ratio < b.apiRatio) misses.push(`api ${row.engine} ${row.route}: ${row.ratio.toFixed(2)} x the bare route < ${b.apiRatio}`);
    if (row.api.p99 > b.apiP99Ms) misses.push(`api ${row.engine} ${row.route}: p99 ${row.api.p99} ms > ${b.apiP99Ms} ms`);
    if (!row.sameBytes) misses.push(`api ${row.engine} ${row.route}: the bare route's bytes differ from the real route's`);
  }
  if (results.checkout && !results.checkout.skipped && !results.checkout.met)
    misses.push('checkout concurrency: its goal is not met (see its summary)');
  if (results.quizCoverage && results.quizCoverage.medianMs > b.quizCoverageMs)
    misses.push(`quiz coverage: median ${Math.round(results.quizCoverage.medianMs)} ms > ${b.quizCoverageMs} ms`);
  if (results.coldStart && results.coldStart.median > b.coldStartMs)
    misses.push(`cold start: median ${Math.round(results.coldStart.median)} ms > ${b.coldStartMs} ms`);
  return misses;
}

/** A route's initial-JS budget: `/`, an admin page, or any other page. */
export function initialJsBudget(route) {
  if (route === 'home') return BUDGETS.homeInitialJsBytes;
  return route.startsWith('admin') ? BUDGETS.adminRouteInitialJsBytes : BUDGETS.routeInitialJsBytes;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
