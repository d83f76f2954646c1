import { expect, vi } from 'vitest';

/**
 * Runs `read` twice and checks that the second answer came from a cache, by its hit counter;
 * resolves to that answer. On PostgreSQL the NOTIFY of a write the test just made arrives a
 * moment after the commit and rightly ends whatever was read before it, so it may land between
 * the two reads: the pair is tried again until the notices have settled.
 */
export function servedFromMemory<T>(hits: () => number, read: () => Promise<T>): Promise<T> {
  return vi.waitFor(
    async () => {
      await read();
      const before = hits();
      const answer = await read();
      expect(hits()).toBe(before + 1);
      return answer;
    },
    { timeout: 5_000, interval: 20 },
  );
}
