// Builds the web app and the server when their output is missing or older than their sources,
// so `npm start` and the journeys always run what the tree holds, without rebuilding needlessly.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function outdated(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildIfNeeded({ quiet = false } = {}) {
  const steps = [
    // The server-rendering bundle is the web build's last output.
    { name: '@pura/web', output: path.join(root, 'apps/web/dist-ssr/entry-server.js'), sources: ['apps/web', 'packages/core/src'] },
    { name: '@pura/server', output: path.join(root, 'apps/server/dist/server.js'), sources: ['apps/server/src', 'packages/core/src'] },
  ];
  for (const step of steps) {
    if (!outdated(step.output, step.sources)) continue;
    if (!quiet) console.log(`Building ${step.name}…`);
    execSync(`npm run build -w ${step.name}`, { cwd: root, stdio: quiet ? 'ignore' : 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
