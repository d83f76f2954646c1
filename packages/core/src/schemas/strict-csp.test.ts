import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';
import { validateWithoutEval } from './strict-csp';

describe('validateWithoutEval', () => {
  afterEach(() => {
    config({ jitless: false });
    vi.restoreAllMocks();
  });

  it('parses objects without building a Function, with the same results', () => {
    validateWithoutEval();
    const schema = z.object({ name: z.string().min(1), quantity: z.number().int().positive() });
    const compiled = vi.spyOn(globalThis, 'Function');
    expect(schema.parse({ name: 'Rose Oil', quantity: 2 })).toEqual({ name: 'Rose Oil', quantity: 2 });
    expect(schema.safeParse({ name: '', quantity: 0 }).success).toBe(false);
    expect(compiled).not.toHaveBeenCalled();
  });

  it('is heard by a zod loaded afterwards, as the browser loads it on demand', () => {
    // A fresh process: zod adopts the configuration it finds on globalThis when it loads. The
    // first line is what validateWithoutEval leaves there (the test above checks it does).
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
