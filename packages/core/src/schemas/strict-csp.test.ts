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
    // Where a zod loaded later finds it too (apps/web/src/app/strict-csp.test.ts).
    expect((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1), quantity: z.number().int().positive() });
    const compiled = vi.spyOn(globalThis, 'Function');
    expect(schema.parse({ name: 'Rose Oil', quantity: 2 })).toEqual({ name: 'Rose Oil', quantity: 2 });
    expect(schema.safeParse({ name: '', quantity: 0 }).success).toBe(false);
    expect(compiled).not.toHaveBeenCalled();
  });
});
