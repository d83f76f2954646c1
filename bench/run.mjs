// `npm run bench`: every benchmark under bench/, one after another. Each prints its own table of
// ratios against a baseline measured in the same run. Not part of `npm test`: these machines are
// shared and noisy, so run benchmarks on an otherwise idle machine and compare ratios, not times.
import { spawnSync } from 'node:child_process';

const BENCHMARKS = ['bench/documents-list.mjs'];

let failed = false;
for (const file of BENCHMARKS) {
  console.log(`\n━━ ${file} ━━`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
