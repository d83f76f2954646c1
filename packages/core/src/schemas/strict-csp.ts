import { config } from 'zod/v4/core';

/**
 * Makes every schema validate without compiling code at run time. Zod's fast path builds parsers
 * with `new Function`, which a Content-Security-Policy without 'unsafe-eval' (the shop's) refuses
 * and the browser reports as a violation; the interpreter gives the same results. Call it once,
 * before the first parse, in code that runs under such a policy.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
