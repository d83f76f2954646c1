// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The entry (main.tsx) calls validateWithoutEval (@pura/core/schemas/strict-csp) before any
 * of the app, and so zod, is loaded: pages that validate nothing never download zod. That relies on zod adopting the
 * configuration it finds on globalThis when it loads (core's own test checks what the function
 * leaves there); this checks zod does, in a process of its own.
 */
describe('zod loaded after the app switched it to its interpreter', () => {
  it('builds no Function, as the browser loads it on demand', () => {
    // A fresh process: zod adopts the configuration it finds on globalThis when it loads. The
    // first line is what validateWithoutEval leaves there (core's strict-csp.test.ts checks it).
    const script = `
      globalThis.__zod_globalConfig = { jitless: true };
      const { z } = await import('zod');
      const original = globalThis.Function;
      let compiled = 0;
      globalThis.Function = function (...args) { compiled++; return original(...args); };
      z.object({ name: z.string() }).parse({ name: 'Rose Oil' });
      console.log(compiled);`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()).toBe('0');
  });
});
