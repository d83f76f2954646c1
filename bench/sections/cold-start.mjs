// Cold start: process start to the first 200 on /, on a data directory that already holds the
// migrated database and seeded catalogue (a restart, as in production). Median of several starts.
import { rm } from 'node:fs/promises';
import { startProductionServer, tempDataDir } from '../lib/production-server.mjs';
import { summarize } from '../lib/stats.mjs';

export async function measureColdStart({ starts = 5 } = {}) {
  const dataDir = await tempDataDir();
  try {
    const first = await startProductionServer({ dataDir });
    await first.stop();
    const samples = [];
    for (let i = 0; i < starts; i++) {
      const server = await startProductionServer({ dataDir });
      samples.push(server.coldStartMs);
      await server.stop();
    }
    return { firstStartMs: first.coldStartMs, ...summarize(samples) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
