import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Routes that take an e-mail address answer no sooner than this after the request began. An
 * address with an account costs a token and a queued mail, one without costs neither; measured
 * over HTTP, that difference (a few milliseconds) told which addresses have accounts. Well above
 * the work of either path, so both answer after the same time.
 */
export const ADDRESS_ANSWER_FLOOR_MS = 100;

/** Runs `work` and resolves or rejects no sooner than `floorMs` after it started. */
export async function withTimingFloor<T>(work: () => Promise<T>, floorMs = ADDRESS_ANSWER_FLOOR_MS): Promise<T> {
  const startedAt = performance.now();
  try {
    return await work();
  } finally {
    const leftMs = floorMs - (performance.now() - startedAt);
    if (leftMs > 0) await sleep(leftMs);
  }
}
