#!/usr/bin/env node
// `npm run admin -- grant EMAIL | revoke EMAIL | reset-password EMAIL`: runs the server's admin
// CLI (apps/server/src/cli/admin.ts) through tsx, from the repository root, with this environment.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

let tsx;
try {
  tsx = require.resolve('tsx');
} catch {
  console.error('The admin CLI needs the dev dependencies (tsx). Run `npm install` in the repository first.');
  process.exit(1);
}

const cli = path.join(root, 'apps/server/src/cli/admin.ts');
const result = spawnSync(process.execPath, ['--import', pathToFileURL(tsx).href, cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
