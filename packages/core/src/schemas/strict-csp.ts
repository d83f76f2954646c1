/**
 * Makes every schema validate without compiling code at run time. Zod's fast path builds parsers
 * with `new Function`, which a Content-Security-Policy without 'unsafe-eval' (the shop's) refuses
 * and the browser reports as a violation; the interpreter gives the same results. Call it once,
 * before the first parse, in code that runs under such a policy.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts what it finds there
 * when it loads, so this sets the option without importing zod: pages that never validate
 * anything do not download it (decision 012). strict-csp.test.ts checks zod still reads it there.
 */
export function validateWithoutEval(): void {
  const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  host.__zod_globalConfig = Object.assign(host.__zod_globalConfig ?? {}, { jitless: true });
}
