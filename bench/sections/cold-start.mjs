// Cold start: process start to the first 200 on /, on a data directory that already holds the
// migrated database and seeded catalogue (a restart, as in production). Median of several starts.
// The server answers / before its database is open, so `ready` (first 200 on /api/health, which
// queries) is reported beside it; `firstStartMs` is the first start until that point, after
// initdb, migrations and seeding.
import { rm } from 'node:fs/promises';
import { startProductionServer, tempDataDir } from '../lib/production-server.mjs';
import { summarize } from '../lib/stats.mjs';

export async function measureColdStart({ starts = 5 } = {}) {
  const dataDir = await tempDataDir();
  try {
    const first = await startProductionServer({ dataDir });
    await first.stop();
    const samples = [];
    const readySamples = [];
    for (let i = 0; i < starts; i++) {
      const server = await startProductionServer({ dataDir });
      samples.push(server.coldStartMs);
      readySamples.push(server.readyMs);
      await server.stop();
    }
    return { firstStartMs: first.readyMs, firstPageMs: first.coldStartMs, ...summarize(samples), ready: summarize(readySamples) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
